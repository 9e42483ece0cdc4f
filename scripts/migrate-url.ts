/** Applies the migrations to the database at argv[2]. Used by the test setup in a process of its own. */
import { migrate } from '../src/database/database';

migrate(process.argv[2]).then(
  () => process.exit(0),
  (error: Error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  },
);
