import { InboxOutlined } from '@ant-design/icons';
import { Upload } from 'antd';

/** The one .xlsx an import dialog reads: dropped or chosen, kept by the dialog, never uploaded by antd itself. */
export const XlsxFilePicker = ({
  file,
  onChange,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
}) => (
  <Upload.Dragger
    accept=".xlsx"
    maxCount={1}
    fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
    beforeUpload={(f) => {
      onChange(f);
      return false;
    }}
    onRemove={() => {
      onChange(null);
    }}
  >
    <p className="ant-upload-drag-icon">
      <InboxOutlined />
    </p>
    <p>Excel dosyasını buraya sürükleyin veya seçmek için tıklayın</p>
  </Upload.Dragger>
);
