import type { Config } from '../../core/config';
import { developmentSecret } from '../../core/db/bootstrap';
import type { Logger } from '../../core/logger';
import { TokenCipher } from './token-cipher';

/**
 * The cipher for the stored access token: WHATSAPP_ENCRYPTION_KEY when set; in development a key
 * generated once into DATA_DIR (like the session secret); in tests a fresh key per process. In
 * production without a key nothing can be saved, and the settings say so.
 */
export function whatsappCipher(config: Config, logger: Logger): TokenCipher | undefined {
  if (config.whatsapp.encryptionKey) return TokenCipher.fromKey(config.whatsapp.encryptionKey);
  if (config.env === 'test') return TokenCipher.random();
  if (config.env === 'production') {
    logger.warn('WHATSAPP_ENCRYPTION_KEY is not set: the WhatsApp configuration cannot be saved');
    return undefined;
  }
  return TokenCipher.fromKey(developmentSecret(config, 'whatsapp-key', 32, 'hex'));
}

/** The app secret that signs webhooks: WHATSAPP_APP_SECRET, or in development one generated into DATA_DIR. */
export function whatsappAppSecret(config: Config): string | undefined {
  if (config.whatsapp.appSecret) return config.whatsapp.appSecret;
  return config.env === 'development' ? developmentSecret(config, 'whatsapp-app-secret', 32, 'hex') : undefined;
}
