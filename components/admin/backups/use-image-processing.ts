'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { backupImagesUrl } from '@/lib/client/backups';
import { INTEGRATION_MESSAGES as M } from '@/lib/messages';
import type { BackupImageEvent } from '@/lib/schemas/backups';

type Stats = Extract<BackupImageEvent, { event: 'stats' }>['data'];

export type ImageProcessing =
  | { status: 'running'; progress: number; stats?: Stats }
  | { status: 'done'; progress: 100; stats?: Stats }
  | { status: 'error'; progress: number; error: string; stats?: Stats };

const parse = <T>(event: Event): T | null => {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
};

/**
 * Bundles a backup's images over the api's event stream (through the BFF): progress 0–100, stats,
 * complete and stats, or error (spec §4). One stream per backup; leaving the page closes them.
 */
export function useImageProcessing(onComplete: (filename: string) => void) {
  const [jobs, setJobs] = useState<Record<string, ImageProcessing>>({});
  const sources = useRef(new Map<string, EventSource>());
  const completed = useRef(onComplete);
  useEffect(() => {
    completed.current = onComplete;
  });

  useEffect(() => {
    const open = sources.current;
    return () => {
      for (const source of open.values()) source.close();
      open.clear();
    };
  }, []);

  const start = useCallback((filename: string) => {
    if (sources.current.has(filename)) return;
    const update = (next: (job: ImageProcessing) => ImageProcessing) =>
      setJobs((all) => ({ ...all, [filename]: next(all[filename] ?? { status: 'running', progress: 0 }) }));
    const finish = () => {
      sources.current.get(filename)?.close();
      sources.current.delete(filename);
    };

    setJobs((all) => ({ ...all, [filename]: { status: 'running', progress: 0 } }));
    const source = new EventSource(backupImagesUrl(filename));
    sources.current.set(filename, source);

    source.addEventListener('progress', (event) => {
      const data = parse<{ progress: number }>(event);
      if (data)
        update((job) => ({
          status: 'running',
          progress: Math.max(0, Math.min(100, Math.round(data.progress))),
          stats: job.stats,
        }));
    });
    // The api sends stats right after complete, then ends the stream.
    let done = false;
    source.addEventListener('stats', (event) => {
      const data = parse<Stats>(event);
      if (data) update((job) => ({ ...job, stats: data }));
      if (done) finish();
    });
    source.addEventListener('complete', () => {
      done = true;
      update((job) => ({ status: 'done', progress: 100, stats: job.stats }));
      completed.current(filename);
    });
    // Both the api's own `error` event (with its message) and a broken connection (no data) land here;
    // the stream closing after complete is neither.
    source.addEventListener('error', (event) => {
      if (!sources.current.has(filename)) return;
      finish();
      if (done) return;
      const data = parse<{ error?: string }>(event);
      const error = data ? (data.error ?? M.backupImagesFailed(filename)) : M.backupImagesConnection;
      update((job) => ({ status: 'error', progress: job.progress, error, stats: job.stats }));
    });
  }, []);

  return { jobs, start };
}
