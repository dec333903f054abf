import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { type DownloadRequest, downloadFile } from './download';

/** Every report's two actions: print the page as it is, or take the same rows to Excel. */
export const ReportActions = ({
  excel,
  disabled,
}: {
  excel: DownloadRequest & { fileName: string };
  disabled?: boolean;
}) => {
  const [busy, setBusy] = useState(false);
  return (
    <Space className="no-print">
      <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={disabled}>
        Yazdır
      </Button>
      <Button
        icon={<FileExcelOutlined />}
        loading={busy}
        disabled={disabled}
        onClick={() => {
          setBusy(true);
          downloadFile(excel.endpoint, excel.init, `${excel.fileName}.xlsx`).finally(() => setBusy(false));
        }}
      >
        Excel'e Aktar
      </Button>
    </Space>
  );
};
