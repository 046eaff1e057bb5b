/** Content-Disposition of a download: the ASCII name for old clients, the Japanese one (RFC 5987) for the rest. */
export const attachment = (ascii: string, name: string) => `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
