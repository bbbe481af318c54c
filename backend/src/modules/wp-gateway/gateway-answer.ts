import type { ServerResponse } from 'node:http';
import { engineHeader } from '../../engines/engine-descriptor';
import { recordEngineTime } from './gateway-timing';
import type { GatewayResult } from './wp-gateway.service';

/** A gateway result's body, after noting its engine and engine time for the answer's headers. */
export function answer<T>(response: ServerResponse, result: GatewayResult<T>): T {
  recordEngineTime(response, result.engineMs);
  response.setHeader('X-Engine', engineHeader(result.engine));
  return result.body;
}
