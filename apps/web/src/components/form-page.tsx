import { Button, Card, Form, type FormInstance, Skeleton, Space, Typography } from 'antd';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { ApiPath, RecordPathOf, SavePath } from '../api/api-paths';
import { useRecord, useSave } from './resource-api';
import { SCROLL_TO_FIRST_ERROR, useUnsavedForm } from './unsaved-changes';

type Props<V extends object, R> = {
  title: string;
  /** POST endpoint creates, POST endpoint/update saves an edit. */
  endpoint: SavePath;
  /** Where the record is read when editing (`x/{id}` or `x/detail/{id}`); a create-only form has none. */
  record?: RecordPathOf<R>;
  /** Present when editing. */
  id?: string;
  form: FormInstance<V>;
  /** The record's values as the form holds them. */
  toValues?: (record: R) => Partial<V>;
  /** The form's values as the API takes them. */
  toBody?: (values: V) => object;
  initialValues?: Partial<V>;
  backTo: string;
  /** Other endpoints whose lists this save changes. */
  affects?: ApiPath[];
  /** Where to go after saving; the list (`backTo`) unless given. */
  onSaved?: (result: { id: string }) => void;
  children: ReactNode;
};

/** Loads a record (when editing), shows the form, saves and goes back to the list. */
export const FormPage = <V extends object, R = V>(props: Props<V, R>) => {
  const navigate = useNavigate();
  const record = useRecord<R>(props.record, props.record ? props.id : undefined);
  const save = useSave<object>(props.endpoint, props.affects);
  const { form, toValues } = props;
  // Touched by the user since the form was loaded or saved: leaving then asks first.
  const { guard, touched, saved } = useUnsavedForm();

  useEffect(() => {
    if (record.data) form.setFieldsValue((toValues ? toValues(record.data) : record.data) as never);
  }, [record.data, form, toValues]);

  const onFinish = (values: V) =>
    save.mutate(
      { id: props.id, values: props.toBody ? props.toBody(values) : values },
      {
        onSuccess: (result) => {
          saved();
          if (props.onSaved) props.onSaved(result);
          else navigate(props.backTo);
        },
      },
    );

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {props.title}
      </Typography.Title>
      {guard}
      <Card style={{ maxWidth: 820 }}>
        {props.id && record.isLoading ? (
          <Skeleton active />
        ) : (
          <Form<V>
            form={form}
            layout="vertical"
            onFinish={onFinish}
            initialValues={props.initialValues}
            disabled={save.isPending}
            scrollToFirstError={SCROLL_TO_FIRST_ERROR}
            onValuesChange={touched}
          >
            {props.children}
            <FormButtons saving={save.isPending} backTo={props.backTo} />
          </Form>
        )}
      </Card>
    </>
  );
};

/** A form's submit button and its "Vazgeç", which goes back to `backTo` without saving. */
export const FormButtons = ({
  saving,
  backTo,
  saveLabel = 'Kaydet',
  style,
}: {
  saving: boolean;
  backTo: string;
  saveLabel?: string;
  style?: CSSProperties;
}) => {
  const navigate = useNavigate();
  return (
    <Space style={style}>
      <Button type="primary" htmlType="submit" loading={saving}>
        {saveLabel}
      </Button>
      <Button htmlType="button" onClick={() => navigate(backTo)}>
        Vazgeç
      </Button>
    </Space>
  );
};
