import { contentDisposition } from './content-disposition';

describe(contentDisposition.name, () => {
  it('names the file inline or as a download, with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('Last Delivery.mp4', false)).toBe(`inline; filename="Last Delivery.mp4"; filename*=UTF-8''Last%20Delivery.mp4`);
    expect(contentDisposition('Café "Noir".mp4', true)).toBe(`attachment; filename="Cafe _Noir_.mp4"; filename*=UTF-8''Caf%C3%A9%20%22Noir%22.mp4`);
  });
});
