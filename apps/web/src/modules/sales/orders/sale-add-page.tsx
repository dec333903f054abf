import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatMoney, moneyInputText, parseMoney } from '@panel/shared/common/money';
import {
  ORDER_ITEM_KINDS,
  type OrderItemKind,
  orderItemKindLabels,
  VAT_RATES,
} from '@panel/shared/education/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { DISCOUNT_KINDS, type DiscountKind, discountKindLabels } from '@panel/shared/sales/enums';
import { type Discount, priceOrder } from '@panel/shared/sales/pricing';
import { relationLabels } from '@panel/shared/students/enums';
import { textRule } from '@panel/shared/validation/rules';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Typography,
} from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { BodyOf } from '../../../api/api-paths';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { optionsOf } from '../../../components/enum-options';
import { SelectItem, TextItem } from '../../../components/form-items';
import { FormButtons } from '../../../components/form-page';
import { rules, triggerFor } from '../../../components/form-rules';
import { SCROLL_TO_FIRST_ERROR, useUnsavedForm } from '../../../components/unsaved-changes';
import { useSemesterOptions } from '../../education/education-options';
import { salePath, useMoneyWrite } from '../sales.api';

type ServicePrice = {
  id: string;
  serviceId: string;
  serviceName: string;
  itemKind: OrderItemKind;
  vatRate: number;
  semesterId: string;
  price: number;
};

type ItemValues = {
  servicePriceId?: string;
  name: string;
  itemKind: OrderItemKind;
  quantity: number;
  unitPrice: string;
  vatRate: number;
  discountKind?: DiscountKind;
  discountValue?: string;
};

type Values = {
  semesterId?: string;
  paymentPersonId?: string;
  note?: string;
  discountKind?: DiscountKind;
  discountValue?: string;
  items: ItemValues[];
};

/** A typed discount as pricing reads it: kuruş for an amount, hundredths for a percent. */
const discountOf = (kind: DiscountKind | undefined, value: string | undefined): Discount => {
  const parsed = parseMoney(value ?? '');
  return kind && parsed !== null && parsed > 0 ? { kind, value: parsed } : null;
};

/** The same arithmetic the server runs, so the totals shown are the totals saved. */
const totalsOf = (v: Partial<Values>) =>
  priceOrder(
    (v.items ?? []).map((i) => ({
      quantity: Number(i?.quantity) || 0,
      unitPrice: parseMoney(i?.unitPrice ?? '') ?? 0,
      vatRate: Number(i?.vatRate) || 0,
      discount: discountOf(i?.discountKind, i?.discountValue),
    })),
    discountOf(v.discountKind, v.discountValue),
  );

const DiscountFields = ({ prefix }: { prefix: (string | number)[] }) => (
  <Space.Compact>
    <Form.Item name={[...prefix, 'discountKind']} noStyle>
      <Select
        allowClear
        aria-label="İndirim Türü"
        placeholder="İndirim yok"
        style={{ width: 130 }}
        options={optionsOf(DISCOUNT_KINDS, discountKindLabels)}
      />
    </Form.Item>
    <Form.Item name={[...prefix, 'discountValue']} noStyle>
      <Input aria-label="İndirim" placeholder="0" style={{ width: 110 }} inputMode="decimal" />
    </Form.Item>
  </Space.Compact>
);

type CampaignOffers = {
  name: string;
  offers: { serviceId: string; discountKind: DiscountKind; discountValue: number }[];
};

/**
 * A converted customer's campaign (`?campaign={id}`, set by the CRM's "Kayıt Yap"): its
 * offers, a discount per service, fill a line's discount when that service's price is picked.
 */
const useCampaignOffers = () => {
  const [search] = useSearchParams();
  const campaignId = search.get('campaign') ?? '';
  return useQuery({
    queryKey: ['crm/campaign-offer/{id}', campaignId],
    queryFn: () => api.get('crm/campaign-offer/{id}', { path: { id: campaignId } }),
    enabled: !!campaignId,
  }).data;
};

/** An offer's discount as the line's field shows it: a percent as typed, an amount in lira. */
const offerText = (o: CampaignOffers['offers'][number]) =>
  o.discountKind === 'Percent' ? String(o.discountValue) : moneyInputText(o.discountValue);

/** A line for a price-list entry, with the campaign's discount on its service when there is one. */
const lineOf = (
  p: ServicePrice,
  offer: CampaignOffers['offers'][number] | undefined,
  base: Partial<ItemValues> = {},
): ItemValues => ({
  quantity: 1,
  ...base,
  servicePriceId: p.id,
  name: p.serviceName,
  itemKind: p.itemKind,
  vatRate: p.vatRate,
  unitPrice: moneyInputText(p.price),
  ...(offer ? { discountKind: offer.discountKind, discountValue: offerText(offer) } : {}),
});

/** /education/student/{id}/sale/add: services from the branch's price list or typed in, with discounts. */
export const SaleAddPage = () => {
  const { student_id: studentId = '' } = useParams();
  const campaign = useCampaignOffers();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Partial<Values> | undefined;
  const canSeePrices = useCan(ACTIONS.education.servicesView);
  const semesters = useSemesterOptions();
  const student = useQuery({
    queryKey: ['student', studentId, 'detail'],
    queryFn: () => api.get('student/{id}/detail', { path: { id: studentId } }),
  }).data;
  const parents = useQuery({
    queryKey: ['student', studentId, 'parents'],
    queryFn: () => api.get('student/{id}/parent', { path: { id: studentId } }),
  }).data;
  const semesterId = values?.semesterId;
  const prices = useQuery({
    queryKey: ['education/service-price', 'sale', student?.branchId, semesterId],
    queryFn: () =>
      api.get('education/service-price', {
        query: { branchId: student?.branchId, semesterId, _pageSize: 100 },
      }),
    enabled: canSeePrices && !!student,
  }).data?._data;
  const save = useMoneyWrite((body: BodyOf<'student-order'>) => api.post('student-order', { body }));
  const totals = totalsOf(values ?? {});

  const pickPrice = (index: number, priceId: string | undefined) => {
    const p = prices?.find((x) => x.id === priceId);
    if (!p) return;
    const items = [...(form.getFieldValue('items') as ItemValues[])];
    items[index] = lineOf(
      p,
      campaign?.offers.find((o) => o.serviceId === p.serviceId),
      items[index],
    );
    form.setFieldsValue({ items });
  };

  // A converted customer's sale starts with the campaign's services on the branch's price list,
  // each at its offer: nothing is typed twice. Once, and only over the untouched first line.
  const campaignLinesSet = useRef(false);
  useEffect(() => {
    if (campaignLinesSet.current || !campaign || !prices) return;
    campaignLinesSet.current = true;
    const lines = campaign.offers.flatMap((o) => {
      const p = prices.find((x) => x.serviceId === o.serviceId);
      return p ? [lineOf(p, o)] : [];
    });
    const items = form.getFieldValue('items') as ItemValues[];
    const untouched = items.length === 1 && !items[0]?.servicePriceId && !items[0]?.name;
    if (lines.length > 0 && untouched) form.setFieldsValue({ items: lines });
  }, [campaign, prices, form]);

  const { guard, touched, saved } = useUnsavedForm();
  const onFinish = (v: Values) =>
    save.mutate(
      {
        studentId,
        semesterId: v.semesterId ?? null,
        // The sale screen does not ask for a time period (the API keeps it empty without one).
        timePeriodId: null,
        paymentPersonId: v.paymentPersonId ?? null,
        note: v.note ?? null,
        discountKind: v.discountKind ?? null,
        discountValue: v.discountValue ?? null,
        items: v.items.map((i) => ({
          ...i,
          // The service follows from the price on the server; a line typed by hand has none.
          serviceId: null,
          servicePriceId: i.servicePriceId ?? null,
          discountKind: i.discountKind ?? null,
          discountValue: i.discountValue ?? null,
        })),
      },
      {
        onSuccess: (r) => {
          saved();
          navigate(`${salePath(studentId, r.id)}/payment`);
        },
      },
    );

  const defaultPayer = parents?.find((p) => p.isPaymentPerson)?.parentId;
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Yeni Satış{student ? `: ${student.firstName} ${student.lastName}` : ''}
      </Typography.Title>
      {guard}
      {campaign && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={`Kampanya: ${campaign.name}`}
          description="Kampanyanın hizmetleri indirimleriyle eklendi; fiyat listesinden seçilen kampanya hizmetlerine de indirim uygulanır."
        />
      )}
      <Card>
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={onFinish}
          onValuesChange={touched}
          disabled={save.isPending}
          initialValues={{ items: [{ quantity: 1, itemKind: 'Education', vatRate: 10 } as ItemValues] }}
          scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        >
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="semesterId" label="Dönem">
                <Select allowClear options={semesters} placeholder="Dönem seçiniz" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="paymentPersonId"
                label="Ödeme Sorumlusu"
                initialValue={defaultPayer}
                key={defaultPayer ?? 'none'}
              >
                <Select
                  allowClear
                  placeholder="Öğrencinin kendisi"
                  options={(parents ?? []).map((p) => ({
                    value: p.parentId,
                    label: `${p.firstName} ${p.lastName} (${relationLabels[p.relation]})`,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="note" label="Açıklama" rules={rules.optional(textRule('Açıklama', 200))}>
                <Input />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={5}>Hizmetler</Typography.Title>
          <Form.List name="items">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Card key={field.key} size="small" style={{ marginBottom: 12 }}>
                    <Row gutter={12} align="bottom">
                      {canSeePrices && (
                        <Col xs={24} md={8}>
                          <Form.Item name={[field.name, 'servicePriceId']} label="Fiyat Listesinden">
                            <Select
                              allowClear
                              showSearch
                              optionFilterProp="label"
                              placeholder="Hizmet seçiniz"
                              onChange={(id: string | undefined) => pickPrice(index, id)}
                              options={(prices ?? []).map((p) => ({
                                value: p.id,
                                label: `${p.serviceName} — ${formatMoney(p.price)}`,
                              }))}
                            />
                          </Form.Item>
                        </Col>
                      )}
                      <Col xs={24} md={canSeePrices ? 8 : 12}>
                        <TextItem name={[field.name, 'name']} label="Hizmet Adı" max={100}>
                          <Input />
                        </TextItem>
                      </Col>
                      <Col xs={12} md={canSeePrices ? 8 : 12}>
                        <SelectItem name={[field.name, 'itemKind']} label="Hizmet Türü">
                          <Select options={optionsOf(ORDER_ITEM_KINDS, orderItemKindLabels)} />
                        </SelectItem>
                      </Col>
                      <Col xs={12} md={4}>
                        <Form.Item name={[field.name, 'quantity']} label="Adet" rules={rules.number('Adet')}>
                          <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={5}>
                        <Form.Item
                          name={[field.name, 'unitPrice']}
                          label="Birim Fiyat (₺)"
                          rules={rules.money('Birim Fiyat')}
                          validateTrigger={triggerFor('text')}
                        >
                          <Input inputMode="decimal" />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={4}>
                        <Form.Item name={[field.name, 'vatRate']} label="KDV">
                          <Select options={VAT_RATES.map((r) => ({ value: r, label: `%${r}` }))} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={8}>
                        <Form.Item label="Satır İndirimi">
                          <DiscountFields prefix={[field.name]} />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={3} style={{ textAlign: 'right', paddingBottom: 24 }}>
                        <Typography.Text strong>{formatMoney(totals.lines[index]?.net ?? 0)}</Typography.Text>
                      </Col>
                      {fields.length > 1 && <Col xs={12} md={0} lg={0} style={{ paddingBottom: 24 }} />}
                    </Row>
                    {fields.length > 1 && (
                      <Button
                        danger
                        type="link"
                        icon={<DeleteOutlined />}
                        onClick={() => remove(field.name)}
                        style={{ padding: 0 }}
                      >
                        Satırı Kaldır
                      </Button>
                    )}
                  </Card>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ quantity: 1, itemKind: 'Other', vatRate: 20 })}
                  style={{ marginBottom: 16 }}
                >
                  Hizmet Ekle
                </Button>
              </>
            )}
          </Form.List>
          <Row gutter={16} align="middle">
            <Col xs={24} md={12}>
              <Form.Item label="Genel İndirim">
                <DiscountFields prefix={[]} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Descriptions size="small" column={1} bordered>
                <Descriptions.Item label="Ara Toplam">{formatMoney(totals.gross)}</Descriptions.Item>
                <Descriptions.Item label="İndirim">{formatMoney(totals.discount)}</Descriptions.Item>
                <Descriptions.Item label="KDV (dahil)">{formatMoney(totals.vat)}</Descriptions.Item>
                <Descriptions.Item label="Genel Toplam">
                  <Typography.Text strong data-testid="sale-total">
                    {formatMoney(totals.net)}
                  </Typography.Text>
                </Descriptions.Item>
              </Descriptions>
            </Col>
          </Row>
          <FormButtons
            saving={save.isPending}
            backTo={`/education/student/${studentId}?tab=sale`}
            saveLabel="Kaydet ve Ödeme Planına Geç"
            style={{ marginTop: 16 }}
          />
        </Form>
      </Card>
    </>
  );
};
