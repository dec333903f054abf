import { ACTIONS } from '@panel/shared/permissions/keys';
import { DocumentsTab } from '../../components/documents-tab';

export const StudentDocumentsTab = ({ studentId }: { studentId: string }) => (
  <DocumentsTab ownerId={studentId} endpoint="student-document" manage={ACTIONS.students.manage} />
);
