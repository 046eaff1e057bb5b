/** Links between the forms of /login, keeping the ?url= the user should return to. */
export function loginFormHref(search: string, mode: 'sign-in' | 'forgot'): string {
  const params = new URLSearchParams(search);
  params.delete('resetToken');
  if (mode === 'forgot') params.set('forgot', '1');
  else params.delete('forgot');
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}
