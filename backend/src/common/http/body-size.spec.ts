import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { closeAfterAnswer, declaresMoreThan, watchBodySize } from './body-size';

const requestWith = (headers: Record<string, string>) => Object.assign(new PassThrough(), { headers }) as unknown as IncomingMessage & PassThrough;

describe(declaresMoreThan.name, () => {
  it('compares the Content-Length with the limit, and trusts nothing when there is none', () => {
    expect(declaresMoreThan(requestWith({ 'content-length': '1025' }), 1024)).toBe(true);
    expect(declaresMoreThan(requestWith({ 'content-length': '1024' }), 1024)).toBe(false);
    expect(declaresMoreThan(requestWith({ 'transfer-encoding': 'chunked' }), 1024)).toBe(false);
  });
});

describe(watchBodySize.name, () => {
  it('calls back once, on the chunk that passes the limit, and not for what follows', () => {
    const request = requestWith({});
    const exceeded = jest.fn();
    request.on('data', () => undefined);
    watchBodySize(request, 10, exceeded);

    request.write(Buffer.alloc(6));
    request.write(Buffer.alloc(4));
    expect(exceeded).not.toHaveBeenCalled();
    request.write(Buffer.alloc(1));
    request.write(Buffer.alloc(100));

    expect(exceeded).toHaveBeenCalledTimes(1);
  });

  it('stops counting when told to', () => {
    const request = requestWith({});
    const exceeded = jest.fn();
    request.on('data', () => undefined);
    const stop = watchBodySize(request, 10, exceeded);

    stop();
    request.write(Buffer.alloc(100));

    expect(exceeded).not.toHaveBeenCalled();
  });
});

describe(closeAfterAnswer.name, () => {
  it('asks Node to close the connection after the answer, unless the answer already left', () => {
    const headers = new Map<string, string>();
    const response = (headersSent: boolean) => ({ headersSent, setHeader: (name: string, value: string) => headers.set(name, value) }) as unknown as ServerResponse;

    closeAfterAnswer(response(true));
    expect(headers.size).toBe(0);
    closeAfterAnswer(response(false));
    expect(headers.get('Connection')).toBe('close');
  });
});
