import type { Response } from 'express';
import type { AppConfig } from '../../../config/app-config.interface';
import { PreviewController } from './preview.controller';

describe(PreviewController.name, () => {
  const config = { corsOrigins: ['http://localhost:3000'], publicAppUrl: 'https://atelier.example/app' } as unknown as AppConfig;
  const controller = new PreviewController(config);
  const response = () => {
    const headers = new Map<string, string>();
    return {
      headers,
      setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
      removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    } as unknown as Response & { headers: Map<string, string> };
  };

  it("answers the studio's origins only, and names it as the one frame ancestor and message partner", () => {
    for (const studio of ['http://localhost:3000', 'https://atelier.example']) {
      const res = response();
      const page = controller.page({ studio }, res);
      expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors ${studio}`);
      expect(res.headers.has('x-frame-options')).toBe(false);
      expect(page).toContain(`var studio = ${JSON.stringify(studio)} || location.origin;`);
      expect(page).toContain('window.parent.postMessage(data, studio)');
      expect(page).not.toContain("window.parent.postMessage(data, '*')");
    }
  });

  it('refuses any other origin', () => {
    expect(() => controller.page({ studio: 'https://evil.example' }, response())).toThrow(expect.objectContaining({ code: 'UNKNOWN_STUDIO_ORIGIN' }));
  });

  it('without one, is framed by its own origin only', () => {
    const res = response();
    controller.page({}, res);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
