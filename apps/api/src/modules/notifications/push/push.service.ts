import { PUSH_DEVICE_LABEL_MAX_LENGTH, PUSH_MESSAGES, type PushDevices, type PushSubscribeBody } from '@campus/contract';
import { InvalidError } from '../../../errors/domain-errors';
import { isAllowedPushEndpoint } from './push-service-hosts';
import type { PushAudience, PushRepository } from './push.repository';

/** "Chrome on Android" from a user agent, for the list of devices; '' when it says nothing useful. */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'A browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return (system ? `${browser} on ${system}` : browser).slice(0, PUSH_DEVICE_LABEL_MAX_LENGTH);
}

/** Registering and forgetting an account's devices (the routes' one call each). */
export class PushService {
  constructor(
    private readonly repository: PushRepository,
    private readonly serviceHosts: readonly string[],
  ) {}

  /** The body was validated by its schema (https, key lengths); here: a push service the market sends to (SSRF). */
  async subscribe(userId: string, audience: PushAudience, body: PushSubscribeBody, userAgent: string | undefined): Promise<PushDevices> {
    if (!isAllowedPushEndpoint(body.endpoint, this.serviceHosts)) throw new InvalidError(PUSH_MESSAGES.endpointHost, 'endpoint');
    await this.repository.save({
      userId,
      audience,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      device: body.device?.trim() || deviceLabel(userAgent),
    });
    return this.devices(userId, audience);
  }

  /** Turning off twice is fine: the device gets nothing either way. */
  async unsubscribe(userId: string, audience: PushAudience, endpoint: string): Promise<PushDevices> {
    await this.repository.remove(userId, audience, endpoint);
    return this.devices(userId, audience);
  }

  async devices(userId: string, audience: PushAudience): Promise<PushDevices> {
    const rows = await this.repository.devices(userId, audience);
    return { devices: rows.map((row) => ({ endpoint: row.endpoint, device: row.device, createdAt: row.createdAt.toISOString() })) };
  }
}
