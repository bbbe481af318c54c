import * as lazySharp from '../src/common/lazy-sharp';
import type { Engines } from '../src/engines/create-engines';
import { EngineError } from '../src/engines/engine-error';
import { ENGINES } from '../src/engines/engines.module';
import { OFFLINE_TRANSCRIPTION_UNAVAILABLE } from '../src/engines/local/local-transcription.engine';
import { PDF_BYTES, RecordingTranscriptionEngine, WEBM_HEAD, solidPng } from './media.support';
import { postJsonText, uniqueIp } from './support/accounts';
import { blackSquarePng, pngClaiming } from './support/crafted-png';
import { describeCost, measure } from './support/resource-probe';
import { useSuiteServer } from './support/suite-server';

const MB = 1024 * 1024;

describe('POST /api/transcribe and POST /api/analyze-image (real PostgreSQL)', () => {
  let engines: Engines;
  let local: Pick<Engines, 'transcription' | 'vision'>;
  let redPng: Buffer;

  const suite = useSuiteServer('media_uploads', {}, { dataDir: 'media-uploads-data' });

  beforeAll(async () => {
    engines = suite.server.app.get<symbol, Engines>(ENGINES);
    local = { transcription: engines.transcription, vision: engines.vision };
    redPng = await solidPng(64, 48);
  });

  afterEach(() => {
    engines.transcription = local.transcription;
    engines.vision = local.vision;
    jest.restoreAllMocks();
  });

  const upload = (route: string, content: Buffer, filename: string, contentType: string) =>
    suite.http.post(route).set('X-Forwarded-For', uniqueIp()).attach('file', content, { filename, contentType });

  describe('analyze-image', () => {
    it('describes a real PNG with the local vision engine and echoes the file name', async () => {
      const response = await upload('/api/analyze-image', redPng, 'sunset.png', 'image/png').expect(200);

      expect(response.body).toEqual({ analysis: expect.any(String), filename: 'sunset.png' });
      expect(response.body.analysis).toMatch(/64/);
      expect(response.body.analysis.toLowerCase()).toContain('red');
    });

    it('judges by content: an image with a misleading name and type is still analysed', async () => {
      const response = await upload('/api/analyze-image', redPng, 'notes.txt', 'text/plain').expect(200);

      expect(response.body.filename).toBe('notes.txt');
    });

    it("refuses a PDF renamed .png with 415 'Please upload an image file'", async () => {
      const response = await upload('/api/analyze-image', PDF_BYTES, 'photo.png', 'image/png').expect(415);

      expect(response.body).toEqual({
        statusCode: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Please upload an image file',
      });
    });

    it('answers an image the engine cannot read (PNG signature, garbage after) with 415, never 500', async () => {
      const broken = Buffer.concat([redPng.subarray(0, 16), Buffer.alloc(200, 7)]);

      const response = await upload('/api/analyze-image', broken, 'broken.png', 'image/png').expect(415);

      expect(response.body).toEqual({
        statusCode: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Please upload an image file',
      });
    });

    describe('decompression bombs (the image intake: pixels read from the header, nothing decoded)', () => {
      const TOO_MANY_PIXELS = { statusCode: 413, code: 'IMAGE_TOO_MANY_PIXELS', message: 'The image is too large: at most 40 megapixels.' };
      // A real, valid 12000×12000 PNG (144 megapixels, 576 MB as RGBA once decoded) in 78 KB.
      const bomb = blackSquarePng(12_000);

      it('refuses a 144-megapixel PNG with 413 IMAGE_TOO_MANY_PIXELS without loading sharp', async () => {
        const sharpLoads = jest.spyOn(lazySharp, 'loadSharp');

        const cost = await measure(() => upload('/api/analyze-image', bomb, 'bomb.png', 'image/png'));

        console.log(describeCost(`analyze-image, 144 MP PNG (${Math.round(bomb.length / 1024)} KB)`, cost));
        expect(cost.result.status).toBe(413);
        expect(cost.result.body).toEqual(TOO_MANY_PIXELS);
        expect(sharpLoads).not.toHaveBeenCalled();
      });

      it('refuses four at once the same way', async () => {
        const sharpLoads = jest.spyOn(lazySharp, 'loadSharp');

        const cost = await measure(() => Promise.all([1, 2, 3, 4].map(() => upload('/api/analyze-image', bomb, 'bomb.png', 'image/png'))));

        console.log(describeCost('analyze-image, 4 × 144 MP PNG at once', cost));
        expect(cost.result.map((response) => [response.status, response.body.code])).toEqual(Array(4).fill([413, 'IMAGE_TOO_MANY_PIXELS']));
        expect(sharpLoads).not.toHaveBeenCalled();
      });

      it('refuses a 33-byte-header PNG claiming 1,000,000×1,000,000 the same way', async () => {
        const response = await upload('/api/analyze-image', pngClaiming(1_000_000, 1_000_000), 'claim.png', 'image/png').expect(413);

        expect(response.body).toEqual(TOO_MANY_PIXELS);
      });

      it('still describes an image just under the cap (6000×6000)', async () => {
        const response = await upload('/api/analyze-image', blackSquarePng(6_000), 'big.png', 'image/png').expect(200);

        expect(response.body.analysis).toContain('6000×6000');
      });
    });

    it('answers a vision provider failure with 502 ENGINE_FAILED', async () => {
      engines.vision = {
        engine: local.vision.engine,
        analyze: () => Promise.reject(new EngineError('provider', 'The AI provider answered 500.')),
      };

      const response = await upload('/api/analyze-image', redPng, 'a.png', 'image/png').expect(502);

      expect(response.body).toEqual({ statusCode: 502, code: 'ENGINE_FAILED', message: 'The AI provider answered 500.' });
    });
  });

  describe('transcribe', () => {
    it('answers 503 ENGINE_UNAVAILABLE with the local engine and its "configure a provider" message', async () => {
      const response = await upload('/api/transcribe', WEBM_HEAD, 'recording.webm', 'audio/webm').expect(503);

      expect(response.body).toEqual({
        statusCode: 503,
        code: 'ENGINE_UNAVAILABLE',
        message: OFFLINE_TRANSCRIPTION_UNAVAILABLE,
      });
    });

    it('returns the transcription of a configured engine, telling it the detected format', async () => {
      const engine = new RecordingTranscriptionEngine('Make me a poster for a jazz night');
      engines.transcription = engine;

      const response = await upload('/api/transcribe', WEBM_HEAD, 'blob', 'application/octet-stream').expect(200);

      expect(response.body).toEqual({ transcription: 'Make me a poster for a jazz night' });
      expect(engine.calls).toEqual([
        { bytes: WEBM_HEAD.length, options: { filename: 'recording.webm', contentType: 'audio/webm' } },
      ]);
    });

    it("refuses a file that is not audio with 415 'Please upload an audio file'", async () => {
      engines.transcription = new RecordingTranscriptionEngine('never');

      const response = await upload('/api/transcribe', redPng, 'voice.webm', 'audio/webm').expect(415);

      expect(response.body).toEqual({
        statusCode: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Please upload an audio file',
      });
    });
  });

  describe.each(['/api/analyze-image', '/api/transcribe'])('upload limits of %s', (route) => {
    it('refuses 11 MB with 413 PAYLOAD_TOO_LARGE', async () => {
      const big = Buffer.concat([redPng, Buffer.alloc(11 * MB)]);

      const response = await upload(route, big, 'big.png', 'image/png').expect(413);

      expect(response.body).toEqual({
        statusCode: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The file must be 10 MB or smaller.',
      });
    });

    it('answers a missing file with 400 FILE_REQUIRED', async () => {
      const noFile = await suite.http.post(route).field('note', 'no file here').expect(400);
      expect(noFile.body).toMatchObject({ statusCode: 400, code: 'FILE_REQUIRED' });

      const json = await suite.http.post(route).send({ file: 'not a file' }).expect(400);
      expect(json.body.code).toBe('FILE_REQUIRED');
    });

    it('answers another field name, a cut-off body and a missing boundary with 400 INVALID_UPLOAD', async () => {
      const otherField = await suite.http.post(route).attach('image', redPng, 'a.png').expect(400);
      expect(otherField.body.code).toBe('INVALID_UPLOAD');

      const cutOff = await suite.http
        .post(route)
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc')
        .expect(400);
      expect(cutOff.body.code).toBe('INVALID_UPLOAD');

      const noBoundary = await suite.http.post(route).set('Content-Type', 'multipart/form-data').send('whatever').expect(400);
      expect(noBoundary.body.code).toBe('INVALID_UPLOAD');

      const twoFiles = await suite.http.post(route).attach('file', redPng, 'a.png').attach('file', redPng, 'b.png').expect(400);
      expect(twoFiles.body.code).toBe('INVALID_UPLOAD');
    });

    it('answers malformed JSON with 400 INVALID_JSON', async () => {
      const response = await postJsonText(suite.http, route, '{"file": ').expect(400);

      expect(response.body.code).toBe('INVALID_JSON');
    });
  });
});
