import { DeleteOutlined } from '@ant-design/icons';
import { fullName } from '@panel/shared/common/person';
import { foldTurkish } from '@panel/shared/common/text';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { TParentInput } from '@panel/shared/students/contracts';
import { RELATIONS, type Relation, relationLabels } from '@panel/shared/students/enums';
import { citizenIdRule, emailRule, mobilePhoneRule, textRule } from '@panel/shared/validation/rules';
import { Alert, Button, Card, Col, Form, Input, Row, Space, Switch } from 'antd';
import { useRef, useState } from 'react';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { optionsOf } from '../../components/enum-options';
import { OptionalItem, SelectItem, TextItem } from '../../components/form-items';
import { rules, triggerFor } from '../../components/form-rules';
import { PhoneInput } from '../../components/phone-input';
import { SearchSelect } from '../../components/search-select';
import { orNull, PARENT_LOOKUP, type ParentMatch } from './student.api';

/** One parent as the form holds it. */
export type ParentValues = {
  relation?: Relation;
  citizenId?: string | null;
  mobilePhone?: string;
  firstName?: string;
  lastName?: string;
  email?: string | null;
  occupation?: string | null;
  isAdult: boolean;
  isPaymentPerson: boolean;
};

/** A new parent row: adult, not paying until chosen. */
export const emptyParent = (): ParentValues => ({ isAdult: true, isPaymentPerson: false });

/** A validated parent row as the API takes it (ZParentInputSchema). */
export const toParentBody = (v: ParentValues): TParentInput => ({
  relation: v.relation!,
  citizenId: orNull(v.citizenId),
  mobilePhone: v.mobilePhone ?? '',
  firstName: v.firstName?.trim() ?? '',
  lastName: v.lastName?.trim() ?? '',
  email: orNull(v.email),
  occupation: orNull(v.occupation),
  isAdult: !!v.isAdult,
  isPaymentPerson: !!v.isPaymentPerson,
});

/** The server links a match by citizen id, or by the phone when the name is the same. */
const willLink = (match: ParentMatch, row: ParentValues | undefined): boolean => {
  if (!row) return false;
  if (match.citizenId && row.citizenId?.trim() === match.citizenId) return true;
  return (
    row.mobilePhone === match.mobilePhone &&
    foldTurkish(`${row.firstName ?? ''} ${row.lastName ?? ''}`) === foldTurkish(fullName(match))
  );
};

/** The match still belongs to what the row says (its citizen id or phone was not changed since). */
const stillMatches = (match: ParentMatch, row: ParentValues | undefined): boolean =>
  !!row &&
  ((!!match.citizenId && row.citizenId?.trim() === match.citizenId) || row.mobilePhone === match.mobilePhone);

const FILLED: (keyof ParentMatch & keyof ParentValues)[] = [
  'firstName',
  'lastName',
  'citizenId',
  'mobilePhone',
  'email',
  'occupation',
];

type Props = {
  /** The Form.List field's `name` (its index in the list). */
  name: number;
  /** The Form.List's name in the form; `parents` unless given. */
  list?: string;
  /** Shown as the row's title: "1. Veli". */
  index?: number;
  /** Shows the row's remove button. */
  onRemove?: () => void;
  /** Focuses the first field when the row appears (a row just added). */
  autoFocus?: boolean;
};

/**
 * One parent of a Form.List: relation, citizen id, phone, name, e-mail, occupation and the
 * adult / payment switches. Leaving a valid citizen id or phone asks whether the business
 * already knows the parent and fills the empty fields from that record. Only one parent
 * of the list pays: switching one on switches the others off.
 */
export const ParentFields = ({ name, list = 'parents', index, onRemove, autoFocus }: Props) => {
  const form = Form.useFormInstance();
  const row = Form.useWatch([list, name], form) as ParentValues | undefined;
  const canLookup = useCan(ACTIONS.students.register);
  const [match, setMatch] = useState<ParentMatch | null>(null);
  const lastQuery = useRef('');
  const path = (field: keyof ParentValues) => [list, name, field];

  const lookup = async () => {
    if (!canLookup) return;
    const current = form.getFieldValue([list, name]) as ParentValues | undefined;
    const citizenId = current?.citizenId?.trim();
    const mobilePhone = current?.mobilePhone;
    const query = {
      citizenId: citizenId && !citizenIdRule(citizenId) ? citizenId : undefined,
      mobilePhone: mobilePhone && !mobilePhoneRule(mobilePhone) ? mobilePhone : undefined,
    };
    const key = JSON.stringify(query);
    if ((!query.citizenId && !query.mobilePhone) || key === lastQuery.current) return;
    lastQuery.current = key;
    let found: ParentMatch | null;
    try {
      found = await api.get(PARENT_LOOKUP, { query });
    } catch {
      lastQuery.current = '';
      return;
    }
    // A later lookup of this row has started meanwhile: its answer counts.
    if (lastQuery.current !== key) return;
    setMatch(found || null);
    if (!found) return;
    const now = form.getFieldValue([list, name]) as ParentValues | undefined;
    form.setFields(
      FILLED.filter((f) => !now?.[f]?.toString().trim() && found[f]).map((f) => ({
        name: path(f),
        value: found[f],
        errors: [],
      })),
    );
  };

  /** Only one payment person: the others are switched off. */
  const onPaymentChange = (checked: boolean) => {
    if (!checked) return;
    const rows = (form.getFieldValue(list) as ParentValues[] | undefined) ?? [];
    rows.forEach((r, i) => {
      if (i !== name && r?.isPaymentPerson) form.setFieldValue([list, i, 'isPaymentPerson'], false);
    });
  };

  const shown = match && stillMatches(match, row) ? match : null;

  return (
    <Card
      type="inner"
      size="small"
      title={index === undefined ? 'Veli' : `${index + 1}. Veli`}
      extra={
        onRemove && (
          <Button size="small" danger icon={<DeleteOutlined />} onClick={onRemove}>
            Veliyi Kaldır
          </Button>
        )
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <SelectItem label="Yakınlık" name={[name, 'relation']}>
            <SearchSelect autoFocus={autoFocus} options={optionsOf(RELATIONS, relationLabels)} />
          </SelectItem>
        </Col>
        <Col xs={24} md={9}>
          <OptionalItem label="T.C. Kimlik No" name={[name, 'citizenId']} rule={citizenIdRule}>
            <Input inputMode="numeric" maxLength={11} onBlur={lookup} />
          </OptionalItem>
        </Col>
        <Col xs={24} md={9}>
          <Form.Item
            label="Cep Telefonu"
            name={[name, 'mobilePhone']}
            rules={rules.mobilePhone()}
            validateTrigger={triggerFor('text')}
          >
            <PhoneInput onBlur={lookup} />
          </Form.Item>
        </Col>
      </Row>
      {shown &&
        (willLink(shown, row) ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={`Bu veli sistemde kayıtlı: ${fullName(shown)}. Kayıt bu veliye bağlanacak.`}
          />
        ) : (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={`Bu telefon numarası sistemde ${fullName(shown)} adına kayıtlı. Ad soyad farklı olduğu için yeni veli kaydı oluşturulacak.`}
          />
        ))}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextItem label="Adı" name={[name, 'firstName']} ruleLabel="Veli Adı" max={50}>
            <Input maxLength={50} />
          </TextItem>
        </Col>
        <Col xs={24} md={12}>
          <TextItem label="Soyadı" name={[name, 'lastName']} ruleLabel="Veli Soyadı" max={50}>
            <Input maxLength={50} />
          </TextItem>
        </Col>
        <Col xs={24} md={12}>
          <OptionalItem label="E-posta" name={[name, 'email']} rule={emailRule}>
            <Input inputMode="email" maxLength={200} />
          </OptionalItem>
        </Col>
        <Col xs={24} md={12}>
          <OptionalItem label="Meslek" name={[name, 'occupation']} rule={textRule('Meslek', 50)}>
            <Input maxLength={50} />
          </OptionalItem>
        </Col>
      </Row>
      <Space size="large" wrap>
        <Form.Item label="Reşit" name={[name, 'isAdult']} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          label="Ödeme Sorumlusu"
          name={[name, 'isPaymentPerson']}
          valuePropName="checked"
          tooltip="Bir öğrencinin tek ödeme sorumlusu olur."
        >
          <Switch onChange={onPaymentChange} />
        </Form.Item>
      </Space>
    </Card>
  );
};
