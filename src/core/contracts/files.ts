import { endpoint } from './endpoint';

/**
 * Uploaded images (the uploads themselves go by the tus protocol at /api/files). An image is
 * answered as what it is (JPEG, PNG, GIF or WebP): the contract names the `image/` family.
 */
const image = { file: 'image/' };

export const fileEndpoints = {
  /** Menu images and logos: public, ids are random; never a seal. */
  publicFile: endpoint({
    method: 'GET',
    path: '/api/public/files/:id',
    summary: '公開画像',
    response: image,
    errors: ['NOT_FOUND'],
  }),
  /** A smaller copy for srcset: w320/w640/w1280, .webp or .jpg (a GIF is served as it is). */
  publicVariant: endpoint({
    method: 'GET',
    path: '/api/public/files/:id/:variant',
    summary: '公開画像の縮小版',
    response: image,
    errors: ['NOT_FOUND'],
  }),
  /** Any finished upload of the member's own company, the seal included. */
  privateFile: endpoint({
    method: 'GET',
    path: '/api/private/files/:id',
    summary: '自社の画像 (印影を含む)',
    response: image,
    errors: ['NOT_FOUND'],
  }),
};
