/** The Banqi review page's island: the shared review UI over the Banqi rules (only this game's engine ships). */
import { banqiRules } from '../play/banqi-rules';
import { ReviewGame, type ReviewPageProps } from './review/ReviewGame';

export default function ReviewBanqi(props: ReviewPageProps) {
  return <ReviewGame rules={banqiRules} {...props} />;
}
