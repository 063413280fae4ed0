import { AuthService } from './auth/auth.service.js';
import { SetupToken } from './auth/first-admin.js';
import { ConfigError, loadConfig } from './core/config/config.js';
import { createApp } from './create-app.js';
import { installGracefulShutdown } from './core/lifecycle/graceful-shutdown.js';
import { Readiness } from './core/lifecycle/readiness.js';
import { runningLine } from './running-line.js';

async function main() {
  const config = loadConfig();
  const app = await createApp(config);
  installGracefulShutdown(app);
  await app.listen(config.port, config.host);
  const hasAdmin = await app.get(AuthService).hasAdmin();
  const setupToken = hasAdmin ? null : await app.get(SetupToken).value();
  // From here GET /api/health/ready may say ready (503 while starting).
  app.get(Readiness).serving();
  console.log(runningLine(await app.getUrl(), config, setupToken));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Waybill could not start:', error);
  }
  process.exit(1);
});
