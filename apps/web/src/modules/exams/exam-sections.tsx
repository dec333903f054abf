import { PENALTIES, PENALTY_LABELS, QUESTION_MAX } from '@panel/shared/exams/constants';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select } from 'antd';
import { api } from '../../app/http';

export const EXAM_TYPES_PATH = '/examapi/exam-types';

/** The exam kinds: ready-made ones and the institution's own (GET /examapi/exam-types). */
export const useExamTypes = () =>
  useQuery({ queryKey: [EXAM_TYPES_PATH, 'options'], queryFn: () => api.get(EXAM_TYPES_PATH) });

/** A section's name, question count and score coefficient: in an exam kind and in an exam alike. */
export const SectionFields = ({ name }: { name: number }) => (
  <>
    <Form.Item
      label="Bölüm Adı"
      name={[name, 'name']}
      rules={[{ required: true, whitespace: true, message: 'Bölüm adı giriniz.' }]}
    >
      <Input style={{ width: 240 }} />
    </Form.Item>
    <Form.Item label="Soru Sayısı" name={[name, 'questionCount']}>
      <InputNumber min={1} max={QUESTION_MAX} precision={0} />
    </Form.Item>
    <Form.Item label="Katsayı" name={[name, 'coefficient']}>
      <InputNumber min={0} max={100} step={0.001} decimalSeparator="," />
    </Form.Item>
  </>
);

/** How many wrong answers cancel a right one: in an exam kind and in an exam alike. */
export const PenaltyItem = () => (
  <Form.Item label="Yanlış Cezası" name="penalty">
    <Select style={{ width: 260 }} options={PENALTIES.map((p) => ({ value: p, label: PENALTY_LABELS[p] }))} />
  </Form.Item>
);

/** The score every sheet starts from: in an exam kind and in an exam alike. */
export const BaseScoreItem = () => (
  <Form.Item label="Taban Puan" name="baseScore">
    <InputNumber min={0} max={1000} step={0.001} decimalSeparator="," />
  </Form.Item>
);
