import { Button } from '@shop/ui/button';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '../../config/messages';
import type { ExportJob } from './export-job';

type ExportButtonProps = { label?: string; job: ExportJob };

/**
 * A list's export button, exporting what the URL's search and filters select. Its code loads
 * on the first press; if it cannot, the app's error alert says so.
 */
export function ExportButton({ label = messages.export.button, job }: ExportButtonProps) {
  const [searchParams] = useSearchParams();
  const [params, setParams] = useState<URLSearchParams | null>(null);
  const code = useMutation({ mutationFn: () => import('./export-dialog') });
  const close = useCallback(() => setParams(null), []);
  const Dialog = code.data?.ExportDialog;

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setParams(searchParams);
          code.mutate();
        }}
      >
        {label}
      </Button>
      {Dialog && params ? <Dialog title={label} job={job} params={params} onClose={close} /> : null}
    </>
  );
}
