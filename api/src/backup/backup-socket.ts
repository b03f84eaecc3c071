import { createWriteStream } from "node:fs";
import { chmod, rename, rm } from "node:fs/promises";
import { connect, createServer, type Server } from "node:net";
import path from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type BackupSource, writeBackup } from "./backup-archive.ts";

/**
 * The running server answers backup requests on a Unix socket in its data folder: only a process
 * of the same user (file permissions 0600) can connect, nothing listens on the network, and the
 * backup is taken by the process that holds the embedded database (decision 0052).
 */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, "backup.sock");
}

export type BackupListener = { close(): Promise<void> };

export async function listenForBackups(source: BackupSource): Promise<BackupListener> {
  const socketPath = backupSocketPath(source.dataDir);
  // A socket file left by a process that was killed would make listen fail with EADDRINUSE.
  await rm(socketPath, { force: true });
  // One backup at a time: each holds media deletes for its whole run.
  let queue: Promise<void> = Promise.resolve();
  const server: Server = createServer((socket) => {
    socket.on("error", () => {});
    queue = queue.then(() =>
      writeBackup(source, socket).catch((err: unknown) => {
        // The client sees a cut-off gzip stream and reports the backup as failed.
        process.emitWarning(`Backup failed: ${(err as Error).message}`, "BackupWarning");
        socket.destroy();
      }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/**
 * Asks the server running on `dataDir` for a backup and writes it to `outFile` (through a
 * `.part` file, so a failed backup never leaves a file that looks complete). Answers false when
 * no server is listening.
 */
export async function requestBackup(dataDir: string, outFile: string): Promise<boolean> {
  const socket = connect(backupSocketPath(dataDir));
  const connected = await new Promise<boolean>((resolve, reject) => {
    socket.once("connect", () => resolve(true));
    socket.once("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "ENOENT" || err.code === "ECONNREFUSED") resolve(false);
      else reject(err);
    });
  });
  if (!connected) return false;
  await writeThroughPart(outFile, (out) => pipeline(socket, out));
  return true;
}

/** Writes `file` via `file.part`, renamed when complete and removed on failure. */
export async function writeThroughPart(
  file: string,
  write: (out: Writable) => Promise<void>,
): Promise<void> {
  const partial = `${file}.part`;
  try {
    // The backup holds every customer's data and the password hashes: for this user only.
    await write(createWriteStream(partial, { flags: "wx", mode: 0o600 }));
    await rename(partial, file);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}
