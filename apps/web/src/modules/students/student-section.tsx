import { GENDERS, genderLabels } from '@panel/shared/common/person';
import { EDUCATION_LEVELS, educationLevelLabels } from '@panel/shared/education/enums';
import { STUDENT_ORIGINS, studentOriginLabels } from '@panel/shared/students/enums';
import { textRule } from '@panel/shared/validation/rules';
import { Col, Form, Input, Radio, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DateInput } from '../../components/date-input';
import { optionsOf } from '../../components/enum-options';
import { DateItem, OptionalItem, SelectItem, TextItem } from '../../components/form-items';
import { rules, triggerFor } from '../../components/form-rules';
import { SearchSelect } from '../../components/search-select';
import { useStudentBranchOptions } from './student.api';

const notFuture = (d: Dayjs) => d.isAfter(dayjs(), 'day');

/** The student's own fields; the profile leaves the branch out (it changes by transfer). */
export const StudentSection = ({ withBranch = true }: { withBranch?: boolean }) => {
  const branches = useStudentBranchOptions();
  return (
    <Row gutter={16}>
      <Col xs={24} md={8} hidden={!withBranch}>
        <SelectItem hidden={!withBranch} label="Şube" name={['student', 'branchId']}>
          <SearchSelect autoFocus={withBranch} options={branches} />
        </SelectItem>
      </Col>
      <Col xs={24} md={8}>
        <TextItem label="Ad" name={['student', 'firstName']} max={50}>
          <Input maxLength={50} />
        </TextItem>
      </Col>
      <Col xs={24} md={8}>
        <TextItem label="Soyad" name={['student', 'lastName']} max={50}>
          <Input maxLength={50} />
        </TextItem>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          label="T.C. Kimlik No"
          name={['student', 'citizenId']}
          rules={rules.citizenId()}
          validateTrigger={triggerFor('text')}
        >
          <Input inputMode="numeric" maxLength={11} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <SelectItem label="Cinsiyet" name={['student', 'gender']}>
          <SearchSelect options={optionsOf(GENDERS, genderLabels)} />
        </SelectItem>
      </Col>
      <Col xs={24} md={8}>
        <DateItem label="Doğum Tarihi" name={['student', 'birthDate']} ruleLabel="Doğum">
          <DateInput
            format={['DD.MM.YYYY', 'DDMMYYYY', 'D.M.YYYY']}
            placeholder="GG.AA.YYYY"
            style={{ width: '100%' }}
            disabledDate={notFuture}
          />
        </DateItem>
      </Col>
      <Col xs={24} md={8}>
        <SelectItem label="Eğitim Seviyesi" name={['student', 'educationLevel']}>
          <SearchSelect options={optionsOf(EDUCATION_LEVELS, educationLevelLabels)} />
        </SelectItem>
      </Col>
      <Col xs={24} md={8}>
        <SelectItem label="Öğrenci Kaynağı" name={['student', 'origin']}>
          <Radio.Group options={optionsOf(STUDENT_ORIGINS, studentOriginLabels)} />
        </SelectItem>
      </Col>
      <Col xs={24} md={8}>
        <OptionalItem label="Okul" name={['student', 'school']} rule={textRule('Okul', 100)}>
          <Input maxLength={100} />
        </OptionalItem>
      </Col>
    </Row>
  );
};
