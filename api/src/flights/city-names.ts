/**
 * The cities the inventory serves as a Hindi reader types them, with the other names people use
 * (Bombay, Madras, Trivandrum): the airport box finds an airport from any of them. The site shows
 * city and airport names in Latin letters in both languages (docs/hindi-glossary.md); these only
 * match what is typed.
 */
export const HINDI_CITY_NAMES: Readonly<Record<string, readonly string[]>> = {
  DEL: ['दिल्ली', 'नई दिल्ली'],
  BOM: ['मुंबई', 'मुम्बई', 'बंबई', 'बम्बई'],
  BLR: ['बेंगलुरु', 'बेंगलूरु', 'बैंगलोर', 'बंगलौर'],
  HYD: ['हैदराबाद'],
  MAA: ['चेन्नई', 'मद्रास'],
  CCU: ['कोलकाता', 'कलकत्ता'],
  AMD: ['अहमदाबाद'],
  PNQ: ['पुणे', 'पूना'],
  COK: ['कोच्चि', 'कोचीन'],
  GOI: ['गोवा (डाबोलिम)', 'डाबोलिम'],
  GOX: ['गोवा (मोपा)', 'मोपा'],
  JAI: ['जयपुर'],
  LKO: ['लखनऊ'],
  GAU: ['गुवाहाटी'],
  PAT: ['पटना'],
  BBI: ['भुवनेश्वर'],
  SXR: ['श्रीनगर'],
  TRV: ['तिरुवनंतपुरम', 'त्रिवेंद्रम'],
  IXC: ['चंडीगढ़'],
  VNS: ['वाराणसी', 'बनारस'],
  IXB: ['बागडोगरा', 'सिलीगुड़ी'],
  IDR: ['इंदौर'],
  ATQ: ['अमृतसर'],
  NAG: ['नागपुर'],
  CCJ: ['कोझिकोड', 'कालीकट'],
  CJB: ['कोयंबटूर'],
  VTZ: ['विशाखापत्तनम', 'विज़ाग'],
  IXR: ['रांची', 'राँची'],
  IXE: ['मंगलुरु', 'मैंगलोर'],
  RPR: ['रायपुर'],
  IXJ: ['जम्मू'],
  BDQ: ['वडोदरा', 'बड़ौदा'],
  UDR: ['उदयपुर'],
  DED: ['देहरादून'],
  IXM: ['मदुरै'],
  IXZ: ['पोर्ट ब्लेयर'],
  IXL: ['लेह'],
  TRZ: ['तिरुचिरापल्ली', 'त्रिची'],
  BHO: ['भोपाल'],
  DXB: ['दुबई'],
  DOH: ['दोहा'],
  SIN: ['सिंगापुर'],
  BKK: ['बैंकॉक'],
  KUL: ['कुआलालंपुर', 'क्वालालंपुर'],
  KTM: ['काठमांडू'],
  CMB: ['कोलंबो'],
  LHR: ['लंदन'],
};

const NUKTA = /\u093c/g;

/**
 * Text as the airport box compares it: lower case, and Devanagari without its nukta dots, which
 * keyboards type either way (चंडीगढ़ and चंडीगढ, विज़ाग and विजाग).
 */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(NUKTA, '').normalize('NFC').trim().toLowerCase();
}
