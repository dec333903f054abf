import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { api } from '../app/http';

/** Saves a file the API answers (an Excel export) under the name the server gave it. */
const download = async (endpoint: string, params: object, fallbackName: string) => {
  const blob = await api.get<Blob>(endpoint, params, { responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fallbackName}.xlsx`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

/** Every report's two actions: print the page as it is, or take the same rows to Excel. */
export const ReportActions = ({
  excel,
  disabled,
}: {
  excel: { endpoint: string; params: object; fileName: string };
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
          download(excel.endpoint, excel.params, excel.fileName).finally(() => setBusy(false));
        }}
      >
        Excel'e Aktar
      </Button>
    </Space>
  );
};
