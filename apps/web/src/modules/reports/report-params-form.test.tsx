import type { FormReportType, ReportFieldSpec, TReportTypeInfo } from '@panel/shared/reports/report-centre';
import { REPORT_TYPE_SPECS } from '@panel/shared/reports/report-type-specs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../components/screen-testing';
import { ReportParamsForm } from './report-params-form';

const get = vi.hoisted(() => vi.fn());
vi.mock('../../app/http', () => ({ api: { get } }));

const KADIKOY = '00000000-0000-4000-8000-0000000000b1';
const BESIKTAS = '00000000-0000-4000-8000-0000000000b2';
const TERM = '00000000-0000-4000-8000-0000000000c1';
const EXAM = '00000000-0000-4000-8000-0000000000e1';
const LISTS: Record<string, unknown> = {
  'general/branch/list': [
    { id: KADIKOY, name: 'Kadıköy Şubesi' },
    { id: BESIKTAS, name: 'Beşiktaş Şubesi' },
  ],
  'education/semester/list': [{ id: TERM, name: '2026-2027 Güz', isActive: true }],
  'education/school-class/list': [
    { id: '00000000-0000-4000-8000-0000000000d1', name: '9-A', branchId: KADIKOY, semesterId: TERM },
    { id: '00000000-0000-4000-8000-0000000000d2', name: '10-B', branchId: BESIKTAS, semesterId: TERM },
  ],
  '/examapi/exams': { _data: [{ id: EXAM, name: 'TYT Deneme 3', date: '2026-11-15', kind: 'TYT' }] },
};

/** A type's form as GET report/types answers it (report.service lists the shared specs). */
const typeInfo = (type: FormReportType): TReportTypeInfo => {
  const { title, description, format, fields } = REPORT_TYPE_SPECS[type];
  return {
    type,
    title,
    description,
    format,
    fields: (fields as readonly ReportFieldSpec[]).map(({ options, ...f }) =>
      options ? { ...f, options: [...options] } : f,
    ),
  };
};

const renderForm = (type: FormReportType) => {
  const onRun = vi.fn();
  renderWithQueries(<ReportParamsForm type={typeInfo(type)} running={false} onRun={onRun} />);
  return onRun;
};

const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
};
const asked = () => get.mock.calls.map((c) => c[0] as string);

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (path: string) => {
    if (path in LISTS) return LISTS[path];
    throw new Error(`unexpected call: ${path}`);
  });
});
afterEach(cleanup);

describe('the report forms', () => {
  it('asks for the branch and the term of a term’s contracts in Turkish, then sends both', async () => {
    const onRun = renderForm('term-contracts');
    fireEvent.click(screen.getByRole('button', { name: 'Raporu Oluştur' }));
    expect(await screen.findByText('Lütfen Şube Seçiniz!')).toBeTruthy();
    expect(screen.getByText('Lütfen Dönem Seçiniz!')).toBeTruthy();
    expect(onRun).not.toHaveBeenCalled();

    await pick('Şube', 'Beşiktaş Şubesi');
    await pick('Dönem', '2026-2027 Güz');
    fireEvent.click(screen.getByRole('button', { name: 'Raporu Oluştur' }));
    await waitFor(() => expect(onRun).toHaveBeenCalledWith({ branchId: BESIKTAS, semesterId: TERM }));
    // Only the lists the form shows are fetched.
    expect(asked()).not.toContain('/examapi/exams');
    expect(asked()).not.toContain('personnel/list');
  });

  it('offers the finance reports by their Turkish titles, the filters left empty meaning all', async () => {
    const onRun = renderForm('finance-report');
    expect(screen.getByText('Tüm şubeler')).toBeTruthy();
    expect(screen.getByText('Tüm dönemler')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rapor' }));
    for (const title of [
      'Satış Detay Raporu',
      'Taksit Raporu',
      'Öğrenci Tahsilat Raporu',
      'Kayıt Gelir Raporu',
    ])
      expect(await screen.findByTitle(title)).toBeTruthy();
    fireEvent.click(screen.getByTitle('Taksit Raporu'));
    fireEvent.click(screen.getByRole('button', { name: 'Raporu Oluştur' }));
    await waitFor(() => expect(onRun).toHaveBeenCalledWith({ report: 'installment' }));
  });

  it('names an exam with its date and lists the classes of the chosen branch only', async () => {
    const onRun = renderForm('exam-results');
    await pick('Sınav', 'TYT Deneme 3 (15.11.2026)');
    await pick('Şube', 'Kadıköy Şubesi');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sınıf' }));
    expect(await screen.findByTitle('9-A · Kadıköy Şubesi · 2026-2027 Güz')).toBeTruthy();
    expect(screen.queryByTitle('10-B · Beşiktaş Şubesi · 2026-2027 Güz')).toBeNull();
    fireEvent.click(screen.getByTitle('9-A · Kadıköy Şubesi · 2026-2027 Güz'));
    fireEvent.click(screen.getByRole('button', { name: 'Raporu Oluştur' }));
    await waitFor(() =>
      expect(onRun).toHaveBeenCalledWith({
        examId: EXAM,
        branchId: KADIKOY,
        schoolClassId: '00000000-0000-4000-8000-0000000000d1',
      }),
    );
  });
});
