// `npm start`: install what is missing, build the web app if stale, then serve API and web
// under the supervisor, which restarts the server when it dies (scripts/supervisor.mjs).
// The server migrates the database and seeds the demo data into an empty one.
import { ensureWebBuild } from './build-web.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { supervise } from './supervisor.mjs';

ensureInstall();
ensureWebBuild();
supervise();
