import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { moneyInputText, parseMoney } from '@panel/shared/common/money';
import { PERCENT_TOO_LARGE } from '@panel/shared/crm/campaigns';
import { DISCOUNT_KINDS, type DiscountKind, discountKindLabels } from '@panel/shared/sales/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input, Select, Space, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Answer } from '../../../api/api-paths';
import { api } from '../../../app/http';
import { DateInput } from '../../../components/date-input';
import { optionsOf } from '../../../components/enum-options';
import { DateItem, TextItem } from '../../../components/form-items';
import { rules, toDay } from '../../../components/form-rules';
import { recordOptions } from '../../../components/record-options';
import { useBranchOptions } from '../../education/education-options';

type Campaign = Answer<'campaign/{campaign_id}', 'get'>;
type OfferValues = { serviceId?: string; discountKind: DiscountKind; discountText?: string };
type Values = {
  name: string;
  description?: string;
  startsOn: Dayjs;
  endsOn: Dayjs;
  branchIds: string[];
  offers: OfferValues[];
  publicFormEnabled: boolean;
  kvkkText?: string;
};

/** An offer's value as typed: lira for an amount (kept in kuruş), a whole percent otherwise. */
const offerValue = (o: OfferValues): number =>
  o.discountKind === 'Amount' ? (parseMoney(o.discountText) ?? 0) : Number(o.discountText ?? 0);

const offerText = (kind: DiscountKind, value: number) =>
  kind === 'Amount' ? moneyInputText(value) : String(value);

export const publicLinkOf = (id: string) => `${window.location.origin}/campaign/public/${id}`;

/** /campaign/add and /campaign/{campaign_id}: the campaign, its offers and its public form. */
export const CampaignFormPage = () => {
  const { campaign_id: id } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const branches = useBranchOptions();
  const services = useQuery({ queryKey: ['campaign/services'], queryFn: () => api.get('campaign/services') });
  const record = useQuery({
    queryKey: ['campaign', id],
    queryFn: () => api.get('campaign/{campaign_id}', { path: { campaign_id: id! } }),
    enabled: !!id,
  });
  const campaign = record.data as Campaign | undefined;
  useEffect(() => {
    if (!campaign) return;
    form.setFieldsValue({
      name: campaign.name,
      description: campaign.description ?? undefined,
      startsOn: dayjs(campaign.startsOn),
      endsOn: dayjs(campaign.endsOn),
      branchIds: campaign.branchIds,
      offers: campaign.offers.map((o) => ({
        serviceId: o.serviceId,
        discountKind: o.discountKind,
        discountText: offerText(o.discountKind, o.discountValue),
      })),
      publicFormEnabled: campaign.publicFormEnabled,
      kvkkText: campaign.kvkkText ?? undefined,
    });
  }, [campaign, form]);
  const save = useMutation({
    mutationFn: (v: Values) => {
      const body = {
        name: v.name,
        description: v.description ?? null,
        startsOn: toDay(v.startsOn) ?? '',
        endsOn: toDay(v.endsOn) ?? '',
        branchIds: v.branchIds ?? [],
        offers: (v.offers ?? []).map((o) => ({
          serviceId: o.serviceId ?? '',
          discountKind: o.discountKind,
          discountValue: offerValue(o),
        })),
        publicFormEnabled: v.publicFormEnabled ?? false,
        kvkkText: v.kvkkText ?? null,
      };
      return id
        ? api.put('campaign/{campaign_id}', { path: { campaign_id: id }, body })
        : api.post('campaign', { body });
    },
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: ['campaign'] });
      if (!id) navigate(`/campaign/${result.id}`);
    },
  });
  const serviceOptions = recordOptions(services.data ?? []);

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {id ? (campaign?.name ?? 'Kampanya') : 'Yeni Kampanya'}
      </Typography.Title>
      {campaign && (
        <Card style={{ marginBottom: 16 }}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Başvuru formu bağlantısı">
              <Typography.Text
                copyable={{ text: publicLinkOf(campaign.id) }}
                data-testid="campaign-public-link"
              >
                {publicLinkOf(campaign.id)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="Bu kampanyadan gelen müşteri">
              <span data-testid="campaign-customer-count">{campaign.customerCount}</span>
            </Descriptions.Item>
            {campaign.kvkkVersion && (
              <Descriptions.Item label="KVKK metni sürümü">{campaign.kvkkVersion}</Descriptions.Item>
            )}
          </Descriptions>
        </Card>
      )}
      <Card>
        <Form<Values>
          form={form}
          layout="vertical"
          style={{ maxWidth: 760 }}
          initialValues={{ offers: [], branchIds: [], publicFormEnabled: false }}
          onFinish={(v) => save.mutate(v)}
        >
          <TextItem label="Kampanya Adı" name="name" max={120}>
            <Input />
          </TextItem>
          <Form.Item label="Açıklama" name="description">
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          <Space wrap>
            <DateItem label="Başlangıç Tarihi" name="startsOn" ruleLabel="Başlangıç">
              <DateInput />
            </DateItem>
            <DateItem label="Bitiş Tarihi" name="endsOn" ruleLabel="Bitiş">
              <DateInput />
            </DateItem>
          </Space>
          <Form.Item label="Şubeler (boş: tüm şubeler)" name="branchIds">
            <Select mode="multiple" options={branches} optionFilterProp="label" placeholder="Tüm şubeler" />
          </Form.Item>
          <Typography.Text strong>Hizmet İndirimleri</Typography.Text>
          <Form.List name="offers">
            {(fields, { add, remove }) => (
              <div style={{ marginTop: 8, marginBottom: 16 }}>
                {fields.map((field) => (
                  <Space key={field.key} wrap align="start">
                    <Form.Item name={[field.name, 'serviceId']} rules={rules.select('Hizmet')}>
                      <Select
                        aria-label="Hizmet"
                        style={{ width: 240 }}
                        options={serviceOptions}
                        placeholder="Hizmet"
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'discountKind']} rules={rules.select('İndirim Türü')}>
                      <Select
                        aria-label="İndirim Türü"
                        style={{ width: 140 }}
                        options={optionsOf(DISCOUNT_KINDS, discountKindLabels)}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'discountText']}
                      dependencies={[['offers', field.name, 'discountKind']]}
                      rules={[
                        ({ getFieldValue }) => ({
                          validator: async (_, value: unknown) => {
                            const kind = getFieldValue([
                              'offers',
                              field.name,
                              'discountKind',
                            ]) as DiscountKind;
                            const n = kind === 'Amount' ? parseMoney(value) : Number(value);
                            if (n === null || !Number.isFinite(n) || String(value ?? '').trim() === '')
                              throw new Error('Lütfen İndirim Alanına Sayı Giriniz!');
                            if (n < 0) throw new Error('İndirim eksi olamaz!');
                            if (kind === 'Percent' && (n > 100 || !Number.isInteger(n)))
                              throw new Error(PERCENT_TOO_LARGE);
                          },
                        }),
                      ]}
                    >
                      <Input aria-label="İndirim" style={{ width: 140 }} placeholder="İndirim" />
                    </Form.Item>
                    <Button
                      aria-label="İndirimi kaldır"
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ discountKind: 'Percent' })}>
                  İndirim Ekle
                </Button>
              </div>
            )}
          </Form.List>
          <Form.Item label="Herkese açık başvuru formu" name="publicFormEnabled" valuePropName="checked">
            <Switch checkedChildren="Açık" unCheckedChildren="Kapalı" />
          </Form.Item>
          <Form.Item
            label="KVKK Metni"
            name="kvkkText"
            extra="Metin her değiştiğinde yeni bir sürüm olur; verilen onaylar kendi sürümünü saklar."
          >
            <Input.TextArea rows={4} maxLength={10000} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Kaydet
            </Button>
            <Button onClick={() => navigate('/campaign')}>Listeye Dön</Button>
          </Space>
        </Form>
      </Card>
    </>
  );
};
