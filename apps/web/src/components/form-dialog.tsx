import { type ButtonProps, Form, type FormInstance, type FormProps, Modal } from 'antd';
import type { ReactNode } from 'react';

type Props<V> = {
  title: string;
  /** 'Kaydet' unless the dialog's action has its own word. */
  okText?: string;
  form: FormInstance<V>;
  onFinish: (values: V) => void;
  onClose: () => void;
  /** The save is on its way: OK spins and the form cannot be changed. */
  saving: boolean;
  initialValues?: FormProps<V>['initialValues'];
  width?: number;
  okButtonProps?: ButtonProps;
  /**
   * Shown above the form, outside it (a confirm's holder, a note), so the form's disabled
   * state does not reach a confirm opened from it.
   */
  before?: ReactNode;
  children: ReactNode;
};

/** A dialog holding one form, always open while shown: OK submits the form, Vazgeç closes the dialog. */
export const FormDialog = <V extends object>(props: Props<V>) => (
  <Modal
    open
    width={props.width}
    title={props.title}
    okText={props.okText ?? 'Kaydet'}
    cancelText="Vazgeç"
    onCancel={props.onClose}
    onOk={() => props.form.submit()}
    okButtonProps={{ ...props.okButtonProps, loading: props.saving }}
    destroyOnHidden
  >
    {props.before}
    <Form<V>
      form={props.form}
      layout="vertical"
      onFinish={props.onFinish}
      initialValues={props.initialValues}
      disabled={props.saving}
    >
      {props.children}
    </Form>
  </Modal>
);
