import { useLayoutEffect } from 'react';
import { defaultOemColour } from '@/core/api-types';
import type { Oem } from '@/core/contracts/shell';

/** Shown where no partner applies: the main host, where platform managers work. */
export const platformName = '管理システム';

function parseHex(colour: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m?.[1]) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The partner's header colours. Both default to #4a5565, which would make the text
 * invisible on its own background, so an unreadable pair falls back to white or near-black.
 */
export function brandColours(oem: Pick<Oem, 'bg' | 'text'> | null | undefined): { bg: string; text: string } {
  const bg = oem?.bg || defaultOemColour;
  const text = oem?.text || defaultOemColour;
  const bgRgb = parseHex(bg);
  const textRgb = parseHex(text);
  if (!bgRgb || !textRgb || contrast(bgRgb, textRgb) >= 3) return { bg, text };
  return { bg, text: contrast(bgRgb, [255, 255, 255]) >= contrast(bgRgb, [17, 24, 39]) ? '#ffffff' : '#111827' };
}

/**
 * Brands the page for the partner: colours on <html>, so portalled content (menus, the
 * mobile sheet) sees them too, set in a layout effect so the first paint has them; and
 * the partner's name as the window title.
 */
export function useBrand(oem: Pick<Oem, 'name' | 'bg' | 'text'> | null | undefined): void {
  const { bg, text } = brandColours(oem);
  const name = oem?.name ?? platformName;
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--brand-bg', bg);
    root.setProperty('--brand-text', text);
    document.title = name;
  }, [bg, text, name]);
}
