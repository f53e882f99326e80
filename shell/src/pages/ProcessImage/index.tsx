/** /img: the business-process image at full size. */
import { useTranslation } from 'react-i18next';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { ProcessDiagram } from '../../components/ProcessDiagram';

export default function ProcessImagePage() {
  const { t } = useTranslation('shell');
  return (
    <PublicPageFrame plain>
      <figure style={{ margin: 0, width: '100%', maxWidth: 1400 }}>
        <ProcessDiagram />
        <figcaption style={{ textAlign: 'center', marginTop: 12, color: '#5b6b8c' }}>{t('process.caption')}</figcaption>
      </figure>
    </PublicPageFrame>
  );
}
