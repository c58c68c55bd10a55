/** `npm run seed`: loads the demo data into the running stack (dev ports unless the env says otherwise). */
import { DEV_PORTS, stackEnv } from './stack.js';

for (const [key, value] of Object.entries(stackEnv(DEV_PORTS))) process.env[key] ??= value;
const { isSeeded, seedDemoData } = await import('./seed/seed.js');
if (await isSeeded() && !process.argv.includes('--force')) {
  console.log('The store already holds data; pass --force to write the demo data over it.');
} else {
  await seedDemoData();
  console.log('Demo data written.');
}
