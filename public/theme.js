// Applies the saved theme (next-themes' key) before the app loads, so dark mode never flashes
// white. A file rather than an inline script: the pages' Content-Security-Policy allows no
// inline script at all.
try {
  const saved = localStorage.getItem('theme') || 'system';
  if (saved === 'dark' || (saved === 'system' && matchMedia('(prefers-color-scheme: dark)').matches)) {
    document.documentElement.classList.add('dark');
  }
} catch {}
