import { GENDERS, genderLabels } from '@panel/shared/common/person';
import type { TCustomerConversionInput } from '@panel/shared/crm/customers';
import { EDUCATION_LEVELS, educationLevelLabels } from '@panel/shared/education/enums';
import {
  RELATIONS,
  relationLabels,
  STUDENT_ORIGINS,
  studentOriginLabels,
} from '@panel/shared/students/enums';
import { mobilePhoneRule } from '@panel/shared/validation/rules';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { api } from '../../app/http';
import { DateInput } from '../../components/date-input';
import { optionsOf } from '../../components/enum-options';
import { DateItem, OptionalItem, SelectItem } from '../../components/form-items';
import { rules, toDay, triggerFor } from '../../components/form-rules';
import { useRefresh } from '../../components/resource-api';
import { CUSTOMERS, type CustomerCard } from './crm.api';

type ConversionValues = Omit<TCustomerConversionInput, 'birthDate'> & { birthDate?: Dayjs | null };

/**
 * "Kayıt Yap": asks only what a registration needs and the customer lacks, registers the
 * student, then opens the student's sale form with the campaign's offers.
 */
export const ConvertDialog = ({ card, onClose }: { card: CustomerCard; onClose: () => void }) => {
  const [form] = Form.useForm<ConversionValues>();
  const navigate = useNavigate();
  const refresh = useRefresh([CUSTOMERS]);
  const convert = useMutation({
    mutationFn: (v: ConversionValues) =>
      api.post('crm/customer/{id}/convert', {
        path: { id: card.id },
        body: { ...v, birthDate: toDay(v.birthDate) ?? '' },
      }),
    onSuccess: (r) => {
      void refresh();
      const campaign = r.campaignId ? `?campaign=${r.campaignId}` : '';
      navigate(`/education/student/${r.studentId}/sale/add${campaign}`);
    },
  });
  return (
    <Modal
      open
      title="Kayıt Yap"
      okText="Öğrenciyi Kaydet"
      cancelText="Vazgeç"
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={convert.isPending}
    >
      <Typography.Paragraph>
        {card.studentFirstName} {card.studentLastName}, velisi {card.parentFirstName} {card.parentLastName} ve
        telefonu {card.phone} ile {card.branchName} şubesine kaydedilecek.
      </Typography.Paragraph>
      <Form<ConversionValues>
        form={form}
        layout="vertical"
        initialValues={{ citizenId: card.citizenId ?? undefined, origin: 'Domestic' }}
        onFinish={(v) => convert.mutate(v)}
        disabled={convert.isPending}
      >
        <Form.Item
          label="T.C. Kimlik No"
          name="citizenId"
          rules={rules.citizenId()}
          validateTrigger={triggerFor('text')}
        >
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Space wrap>
          <SelectItem label="Cinsiyet" name="gender">
            <Select style={{ width: 140 }} options={optionsOf(GENDERS, genderLabels)} />
          </SelectItem>
          <DateItem label="Doğum Tarihi" name="birthDate" ruleLabel="Doğum">
            <DateInput format="DD.MM.YYYY" />
          </DateItem>
        </Space>
        <Space wrap>
          <SelectItem label="Eğitim Seviyesi" name="educationLevel">
            <Select style={{ width: 180 }} options={optionsOf(EDUCATION_LEVELS, educationLevelLabels)} />
          </SelectItem>
          <SelectItem label="Öğrenci Kaynağı" name="origin">
            <Select style={{ width: 160 }} options={optionsOf(STUDENT_ORIGINS, studentOriginLabels)} />
          </SelectItem>
          <SelectItem label="Velinin Yakınlığı" name="parentRelation" ruleLabel="Yakınlık">
            <Select style={{ width: 160 }} options={optionsOf(RELATIONS, relationLabels)} />
          </SelectItem>
        </Space>
        <OptionalItem
          label="Velinin Cep Telefonu (müşterinin telefonu cep değilse)"
          name="parentPhone"
          rule={mobilePhoneRule}
        >
          <Input placeholder={card.phone ?? ''} />
        </OptionalItem>
      </Form>
    </Modal>
  );
};

/** Duplicates by phone, each with a confirmed merge into this card. */
