/**
 * A small typed client of the WhatsApp Cloud API's send endpoint
 * (`POST {base}/{version}/{phoneNumberId}/messages`). The old official Node SDK is abandoned, and
 * one endpoint does not need a package. The same client talks to Meta and to the local fake.
 */

export interface CloudCredentials {
  phoneNumberId: string;
  accessToken: string;
}

export type CloudMessage =
  | { to: string; type: 'text'; body: string }
  | { to: string; type: 'template'; name: string; language?: string; params?: string[] };

/**
 * Error codes the Cloud API documents as "try again later": throughput and pair rate limits,
 * spam rate limit, temporary unavailability. Everything else is permanent for that message.
 */
const RETRYABLE_CODES = new Set([4, 80007, 130429, 131016, 131048, 131056]);

export class CloudApiError extends Error {
  constructor(
    message: string,
    /** The Cloud API's error code (e.g. 131047), or 0 for transport failures. */
    readonly code: number,
    readonly httpStatus: number,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'CloudApiError';
  }
}

export interface CloudApiClientOptions {
  baseUrl: string;
  version: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface GraphErrorBody {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/** The Cloud API wants the number as digits only, without the leading +. */
export const toWaId = (phone: string) => phone.replace(/[^0-9]/g, '');

export class CloudApiClient {
  constructor(private readonly opts: CloudApiClientOptions) {}

  /** Sends one message; answers the Cloud API's message id (wamid) or throws CloudApiError. */
  async send(creds: CloudCredentials, msg: CloudMessage): Promise<{ messageId: string }> {
    const body =
      msg.type === 'text'
        ? { messaging_product: 'whatsapp', recipient_type: 'individual', to: toWaId(msg.to), type: 'text', text: { preview_url: false, body: msg.body } }
        : {
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: toWaId(msg.to),
            type: 'template',
            template: {
              name: msg.name,
              language: { code: msg.language ?? 'en' },
              components: msg.params?.length
                ? [{ type: 'body', parameters: msg.params.map((text) => ({ type: 'text', text })) }]
                : [],
            },
          };
    const url = `${this.opts.baseUrl}/${this.opts.version}/${encodeURIComponent(creds.phoneNumberId)}/messages`;
    let res: Response;
    try {
      res = await (this.opts.fetch ?? fetch)(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${creds.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new CloudApiError(`WhatsApp API unreachable: ${(err as Error).message}`, 0, 0, true);
    }
    const json = (await res.json().catch(() => ({}))) as GraphErrorBody & { messages?: { id?: string }[] };
    if (!res.ok || json.error) {
      const code = json.error?.code ?? 0;
      const detail = json.error?.error_data?.details;
      const message = `${json.error?.message ?? `HTTP ${res.status}`}${detail ? `: ${detail}` : ''}${code ? ` (${code})` : ''}`;
      throw new CloudApiError(message, code, res.status, RETRYABLE_CODES.has(code) || res.status === 429 || res.status >= 500);
    }
    const id = json.messages?.[0]?.id;
    if (!id) throw new CloudApiError('WhatsApp API answered without a message id', 0, res.status, false);
    return { messageId: id };
  }
}
