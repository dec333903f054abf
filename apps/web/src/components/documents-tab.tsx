import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { ActionKey } from '@panel/shared/permissions/keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Table, Upload } from 'antd';
import type { DocumentsPath } from '../api/api-paths';
import { useCan } from '../app/auth/use-session-data';
import { api } from '../app/http';
import { ConfirmDelete } from './confirm-delete';
import { downloadFile } from './download';
import { unpagedTableProps } from './list-page';
import { actionsColumn } from './table-columns';

type Doc = { id: string; fileName: string; mimeType: string; sizeBytes: number; createdAt: string };

const kb = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A record's files: upload (10 MB), download and delete, through `{endpoint}/{ownerId}` and its siblings. */
export const DocumentsTab = ({
  ownerId,
  endpoint,
  manage,
  emptyText = 'Bu sınıfa henüz doküman yüklenmemiş.',
}: {
  ownerId: string;
  endpoint: DocumentsPath;
  manage: ActionKey;
  emptyText?: string;
}) => {
  const canManage = useCan(manage);
  const client = useQueryClient();
  const key = [endpoint, ownerId];
  const docs = useQuery({
    queryKey: key,
    queryFn: () => api.get(`${endpoint}/{id}`, { path: { id: ownerId } }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post(`${endpoint}/{id}`, { path: { id: ownerId }, body });
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (docId: string) => api.get(`${endpoint}/delete/{id}`, { path: { id: docId } }),
    onSuccess: refresh,
  });
  const download = (doc: Doc) =>
    downloadFile(`${endpoint}/download/{id}`, { path: { id: doc.id } }, doc.fileName);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {canManage && (
        <Upload
          showUploadList={false}
          beforeUpload={(file) => {
            upload.mutate(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            Doküman Yükle (en fazla 10 MB)
          </Button>
        </Upload>
      )}
      <Table<Doc>
        {...unpagedTableProps(docs)}
        size="small"
        locale={{ emptyText }}
        columns={[
          { title: 'Dosya', dataIndex: 'fileName' },
          { title: 'Boyut', dataIndex: 'sizeBytes', render: kb },
          {
            title: 'Yüklenme',
            dataIndex: 'createdAt',
            render: (v: string) => new Date(v).toLocaleString('tr-TR'),
          },
          actionsColumn<Doc>((d) => (
            <Space>
              <Button size="small" icon={<DownloadOutlined />} onClick={() => download(d)}>
                İndir
              </Button>
              {canManage && <ConfirmDelete onConfirm={() => remove.mutateAsync(d.id)} />}
            </Space>
          )),
        ]}
      />
    </Space>
  );
};
