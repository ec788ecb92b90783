import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package root, found by walking up from this module. It works the same from
 * `src/` under tsx and from the bundled `dist/main.js`, so migrations and the web build are
 * found without copying them around.
 */
function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@fxdesk/server')
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find the @fxdesk/server package root');
    dir = parent;
  }
}

export const SERVER_ROOT = findPackageRoot();
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');
export const WEB_DIST_DIR = path.resolve(SERVER_ROOT, '../web/dist');
export const ADMIN_DIST_DIR = path.resolve(SERVER_ROOT, '../admin/dist');
