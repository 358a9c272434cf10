import { CONTACT_TOPICS, formatInr, formatIst } from '@travel/shared/contracts/plain';

/** A contact message's topic as the contact page offers it. */
export const topicLabel = (topic: string): string =>
  CONTACT_TOPICS.find((candidate) => candidate.value === topic)?.label ?? topic;

export const When = ({ at }: { at: string }) => <time dateTime={at}>{formatIst(at)}</time>;
export const Money = ({ paise }: { paise: number }) => <>{formatInr(paise)}</>;
