import type { HttpException } from '@nestjs/common';
import type { JobRecord } from '../job-record';
import { HeldJobException, heldJobErrors } from './held-job-errors';

const bodyOf = (error: Error) => (error as HttpException).getResponse();

describe(heldJobErrors.name, () => {
  const video = heldJobErrors({ subject: 'The video', pickedUp: 'this video', carriesOn: 'the video job', failedMessage: 'No video.' });

  it('answers a held request with the same codes and statuses, in the words of its area', () => {
    expect(video.stillRunning()).toBeInstanceOf(HeldJobException);
    expect(bodyOf(video.stillRunning())).toEqual({
      statusCode: 504,
      code: 'ENGINE_TIMEOUT',
      message: 'The video is taking longer than expected. Send the same request again to keep waiting for it.',
    });
    expect(bodyOf(video.shuttingDown())).toEqual({
      statusCode: 503,
      code: 'SHUTTING_DOWN',
      message: 'The server is restarting. Send the same request again to pick up this video.',
    });
    expect(bodyOf(video.clientGone())).toEqual({
      statusCode: 499,
      code: 'CLIENT_CLOSED_REQUEST',
      message: 'The client disconnected; the video job carries on.',
    });
  });

  it('says the work carries on before the advice when the subject does not name it', () => {
    const movie = heldJobErrors({ subject: 'This', carriesOnNote: 'It carries on', pickedUp: 'where it was', carriesOn: 'the job', failedMessage: 'x' });
    expect((movie.stillRunning() as HttpException).message).toBe(
      'This is taking longer than expected. It carries on: send the same request again to keep waiting for it.',
    );
  });

  it("answers a failed job from the engine-error table, with the area's text when the job has no message", () => {
    const failed = (error: JobRecord['error']) => ({ id: 'j1', status: 'failed', error }) as JobRecord;
    expect(bodyOf(video.failed(failed({ code: 'timeout', message: 'The engine took too long.' })))).toEqual({
      statusCode: 504,
      code: 'ENGINE_TIMEOUT',
      message: 'The engine took too long.',
    });
    expect(bodyOf(video.failed(failed(null)))).toMatchObject({ statusCode: 502, code: 'ENGINE_FAILED', message: 'No video.' });
  });
});
