import { Form, type FormInstance, type FormProps, Modal } from 'antd';
import type { ReactNode } from 'react';

/**
 * A dialog holding one form, always open while shown: OK ('Kaydet') submits the form and
 * spins while the save is on its way, Vazgeç closes.
 */
export const FormModal = <V,>(props: {
  title: string;
  form: FormInstance<V>;
  onFinish: (values: V) => void;
  onClose: () => void;
  saving: boolean;
  initialValues?: FormProps<V>['initialValues'];
  width?: number;
  children: ReactNode;
}) => (
  <Modal
    open
    width={props.width}
    title={props.title}
    okText="Kaydet"
    cancelText="Vazgeç"
    confirmLoading={props.saving}
    onOk={() => props.form.submit()}
    onCancel={props.onClose}
  >
    <Form<V>
      form={props.form}
      layout="vertical"
      initialValues={props.initialValues}
      onFinish={props.onFinish}
    >
      {props.children}
    </Form>
  </Modal>
);
