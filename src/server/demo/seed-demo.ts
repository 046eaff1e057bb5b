import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { seedDemo } from './demo-data';

/** `npm run seed:demo`: loads the demo data into the configured database. */
const config = loadConfig();
const database = await openDatabase(config);
try {
  await seedDemo(database.db);
  console.log('デモデータを読み込みました (demo data loaded).');
} finally {
  await database.close();
  database.release();
}
