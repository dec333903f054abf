import type { ActionKey } from '@panel/shared/permissions/keys';
import { Form, Switch } from 'antd';
import type { ApiPath, DeletePath, PagedPathOf, RecordPathOf, SavePath } from '../api/api-paths';
import { useCan } from '../app/auth/use-session-data';
import { FormPage } from './form-page';
import { ListPage } from './list-page';
import { useDelete } from './resource-api';
import { rowActions } from './table-columns';

type Props<T extends object> = Omit<Parameters<typeof ListPage<T>>[0], 'endpoint' | 'addPath'> & {
  /**
   * The API resource. Its screens live at the same path: `/education/class-room/add` adds,
   * `/education/class-room/{id}` edits.
   */
  endpoint: PagedPathOf<T> & DeletePath;
  /** Who may add, edit and delete; the others only read the list. */
  manage: ActionKey;
  /** Other endpoints whose lists a delete changes. */
  affects?: readonly ApiPath[];
};

/**
 * A list of records kept by hand (classrooms, cash books, expense types ...): the add button
 * and each row's edit and delete, for those who may manage them.
 */
export const ManagedListPage = <T extends { id: string }>({
  endpoint,
  manage,
  affects,
  columns,
  ...props
}: Props<T>) => {
  const remove = useDelete(endpoint, affects);
  const canManage = useCan(manage);
  return (
    <ListPage<T>
      {...props}
      endpoint={endpoint}
      addPath={canManage ? `/${endpoint}/add` : undefined}
      columns={[
        ...columns,
        rowActions<T>({
          canManage,
          editPath: (r) => `/${endpoint}/${r.id}`,
          onDelete: (r) => remove.mutateAsync(r.id),
        }),
      ]}
    />
  );
};

/** The switch of a record kept by hand that can be made passive (it then leaves the selects, not the lists). */
export const ActiveItem = () => (
  <Form.Item label="Aktif" name="isActive" valuePropName="checked">
    <Switch />
  </Form.Item>
);

/** The resources whose record is read as `R` at `{resource}/{id}` and saved by POST `{resource}` (`/update`). */
type RecordResource<R> =
  RecordPathOf<R> extends infer P
    ? P extends `${infer Base}/{id}`
      ? Extract<Base, SavePath>
      : never
    : never;

type FormProps<V extends object, R> = Omit<
  Parameters<typeof FormPage<V, R>>[0],
  'endpoint' | 'record' | 'backTo'
> & {
  /** The API resource; its list screen is at the same path (`/admin/major`). */
  endpoint: RecordResource<R>;
};

/**
 * The add and edit screen of a record kept by hand: read from `{endpoint}/{id}`, saved to
 * `{endpoint}`, and back to the list at `/{endpoint}`.
 */
export const ManagedFormPage = <V extends object, R = V>({ endpoint, ...props }: FormProps<V, R>) => (
  <FormPage<V, R>
    {...props}
    endpoint={endpoint}
    // RecordResource<R> holds only the resources whose `{resource}/{id}` is a RecordPathOf<R>.
    record={`${endpoint}/{id}` as RecordPathOf<R>}
    backTo={`/${endpoint}`}
  />
);
