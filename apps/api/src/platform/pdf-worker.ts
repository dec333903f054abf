import { parentPort, workerData } from 'node:worker_threads';
import { serveWorker, type WorkerDoc } from './pdf-sheets';

// A long document's worker thread (pdf-sheets.ts renderInWorker): it writes the sheets
// it is sent into one PDF and answers with the file.
serveWorker(parentPort!, workerData as WorkerDoc);
