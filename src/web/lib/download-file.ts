import { ApiRequestError, errorOfAnswer, fallbackErrorMessage } from './api';

/** The name the server gives in Content-Disposition: the UTF-8 filename* first, else the ASCII one. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name falls through to the plain one.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a file the way a plain link would (same name, the browser's downloads), but with
 * fetch, so that the caller can read the answer's headers (e.g. characters Shift_JIS lacked).
 * A blob: URL on an <a download> is allowed by the page's Content-Security-Policy.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<Headers> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include' });
  } catch {
    throw new ApiRequestError(0, 'network', fallbackErrorMessage);
  }
  if (!response.ok) {
    throw errorOfAnswer(response.status, await response.json().catch(() => undefined));
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is ample.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return response.headers;
}
