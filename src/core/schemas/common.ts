/** zod options that name unknown fields in Japanese instead of a generic message. */
export const strictKeys = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `不明な項目があります: ${issue.keys?.join(', ')}` : undefined,
};
