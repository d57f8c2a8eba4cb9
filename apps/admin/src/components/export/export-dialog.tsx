import { Button } from '@shop/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@shop/ui/dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { messages } from '../../config/messages';
import { downloadFile } from '../../lib/csv/download-file';
import { writeCsv } from '../../lib/csv/write-csv';
import { exportContext, type ExportProgress } from './export-context';
import type { ExportJob } from './export-job';

const m = messages.export;

type ExportDialogProps = {
  title: string;
  job: ExportJob;
  params: URLSearchParams;
  /** Called when the file is handed over, the export failed, or the user cancelled it. */
  onClose: () => void;
};

/**
 * Runs an export while open, showing progress. Closing it aborts the export (no further call,
 * no file); a failure closes it and the app's error alert shows the server's text.
 */
export function ExportDialog({ title, job, params, onClose }: ExportDialogProps) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const { mutate } = useMutation({
    mutationFn: async (signal: AbortSignal) => {
      try {
        const table = await job(exportContext(queryClient, params, signal, setProgress));
        downloadFile(table.name, writeCsv(table));
      } catch (error) {
        // A cancelled export is no failure: it only stops.
        if (!signal.aborted) throw error;
      }
    },
  });

  useEffect(() => {
    const controller = new AbortController();
    mutate(controller.signal, { onSettled: onClose });
    return () => controller.abort();
  }, [mutate, onClose]);

  const text = progress ? m.loaded[progress.of](progress.done, progress.total) : m.starting;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent title={title}>
        {/* Without a value (before the first page) the bar shows that work goes on. */}
        <progress
          aria-label={title}
          aria-valuetext={text}
          value={progress?.done}
          max={progress?.total}
          className="h-2 w-full appearance-none overflow-hidden rounded-full bg-muted indeterminate:animate-pulse [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
        />
        <p className="text-sm tabular-nums">{text}</p>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {m.cancel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
