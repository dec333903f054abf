export const LESSONS = 'education/student/private-lesson';
