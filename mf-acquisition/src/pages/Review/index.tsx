/**
 * /acquisitionManagement/accounting (数据审核): without ?id the projects to review (submitted, in
 * review, decided; the server scopes a reviewer to those assigned to them); with ?id=<project> that
 * project's review: its lines and evidence read-only, line comments, 通过 / 退回, and the rounds.
 */
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ACQUISITION_NS } from '../../locales';
import { projectIdOf } from '../../parts/review';
import { ReviewList } from './parts/ReviewList';
import { BackToReviewList, ReviewProject } from './parts/ReviewProject';

export default function ReviewPage() {
  const { t } = useTranslation(ACQUISITION_NS);
  const [params] = useSearchParams();
  const text = params.get('id');
  if (text === null) return <ReviewList />;
  const id = projectIdOf(text);
  if (id === null) {
    return (
      <Card>
        <Result status="warning" title={t('review.invalidLink')} extra={<BackToReviewList />} />
      </Card>
    );
  }
  // another project remounts the view: nothing of one project shows under another
  return <ReviewProject key={id} projectId={id} />;
}
