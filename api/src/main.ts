import { ConfigError, loadConfig } from './core/config/config.js';
import { createApp } from './create-app.js';

async function main() {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  const url = await app.getUrl();
  console.log(
    `Waybill is running at ${url.replace('[::1]', 'localhost').replace('0.0.0.0', 'localhost')} ` +
      `(API /api, docs /api/docs, admin /control; database: ${config.databaseUrl ? 'PostgreSQL' : `embedded in ${config.dataDir}`})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Waybill could not start:', error);
  }
  process.exit(1);
});
