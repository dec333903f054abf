import { useMutation } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { XlsxFilePicker } from './xlsx-file-picker';

type Step = { dryRun: boolean };

/** An import dialog's file and its sending, as `useXlsxImport` keeps them for `XlsxImportPanel`. */
export type XlsxImport = {
  file: File | null;
  choose: (file: File | null) => void;
  send: { mutate: (step: Step) => void; isPending: boolean };
};

/**
 * The file of an import dialog and its two sends: the check (`dryRun`), then the import.
 * Choosing another file and every send clear the last answer (`clear`); a done import also
 * forgets the file.
 */
export const useXlsxImport = <Answer,>({
  post,
  clear,
  onChecked,
  onImported,
  onFailed,
}: {
  post: (file: File, dryRun: boolean) => Promise<Answer>;
  clear: () => void;
  onChecked: (answer: Answer) => void;
  onImported: (answer: Answer) => void;
  onFailed: (error: Error) => void;
}): XlsxImport => {
  const [file, setFile] = useState<File | null>(null);
  const send = useMutation({
    // The check and import buttons stay disabled until a file is chosen.
    mutationFn: ({ dryRun }: Step) => post(file!, dryRun),
    onMutate: clear,
    onSuccess: (answer, { dryRun }) => {
      if (dryRun) {
        onChecked(answer);
        return;
      }
      onImported(answer);
      setFile(null);
    },
    onError: onFailed,
  });
  const choose = (next: File | null) => {
    setFile(next);
    clear();
  };
  return { file, choose, send };
};

/**
 * The body of an import dialog: what the file holds and its template, then the steps (pick the
 * file, check it with "Kontrol Et", import it once the check has passed) and the check's
 * answer (`children`) below.
 */
export const XlsxImportPanel = ({
  about,
  template,
  importer: { file, choose, send },
  passed,
  importLabel,
  children,
}: {
  about: ReactNode;
  template: ReactNode;
  importer: XlsxImport;
  /** The last check passed, so the file may be imported. */
  passed: boolean;
  importLabel: string;
  children: ReactNode;
}) => (
  <Space direction="vertical" size="middle" style={{ width: '100%' }}>
    {about}
    {template}
    <XlsxFilePicker file={file} onChange={choose} />
    <Space>
      <Button disabled={!file} loading={send.isPending} onClick={() => send.mutate({ dryRun: true })}>
        Kontrol Et
      </Button>
      <Button
        type="primary"
        disabled={!file || !passed}
        loading={send.isPending}
        onClick={() => send.mutate({ dryRun: false })}
      >
        {importLabel}
      </Button>
    </Space>
    {children}
  </Space>
);
