import { ASSESSMENT_FORM_AREA } from '@panel/shared/navigation/assessments';
import { defineAreaRoutes, page } from '../../app/route-entry';

const formPage = () => import('./public-form-page');

export const routes = defineAreaRoutes(ASSESSMENT_FORM_AREA, {
  'assessment-form': page(formPage, 'PublicFormPage'),
  'assessment-thank-you': page(formPage, 'ThankYouPage'),
  'assessment-external-profile': page(formPage, 'ExternalFormPage'),
});
