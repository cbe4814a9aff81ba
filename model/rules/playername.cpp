#include "playername.h"

#include <QTextBoundaryFinder>

#include <unicode/uchar.h>
#include <unicode/ustring.h>

#include <algorithm>
#include <limits>
#include <vector>

namespace tornei {

namespace {

// One code point of a QString; an unpaired surrogate stands for itself.
struct CodePoint
{
    char32_t value = 0;
    qsizetype offset = 0; // in UTF-16 units
    bool unpaired = false;
};

std::vector<CodePoint> codePoints(const QString &text)
{
    std::vector<CodePoint> result;
    result.reserve(static_cast<std::size_t>(text.size()));
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            result.push_back({QChar::surrogateToUcs4(c, text.at(i + 1)), i, false});
            ++i;
        } else {
            result.push_back({c.unicode(), i, c.isSurrogate()});
        }
    }
    return result;
}

// Where each character as a person sees it (grapheme cluster) begins.
std::vector<qsizetype> characterStarts(const QString &text)
{
    std::vector<qsizetype> starts;
    if (text.isEmpty())
        return starts;
    starts.push_back(0);
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, text);
    for (qsizetype at = finder.toNextBoundary(); at != -1 && at < text.size(); at = finder.toNextBoundary())
        starts.push_back(at);
    return starts;
}

// The 1-based number of the character holding UTF-16 offset `offset`.
qsizetype characterNumber(const std::vector<qsizetype> &starts, qsizetype offset)
{
    return std::upper_bound(starts.begin(), starts.end(), offset) - starts.begin();
}

QString codePointName(char32_t c)
{
    return QStringLiteral("U+%1").arg(static_cast<uint>(c), 4, 16, QLatin1Char('0')).toUpper();
}

bool isDefaultIgnorable(char32_t c)
{
    return u_hasBinaryProperty(static_cast<UChar32>(c), UCHAR_DEFAULT_IGNORABLE_CODE_POINT);
}

bool isPictographic(char32_t c)
{
    return u_hasBinaryProperty(static_cast<UChar32>(c), UCHAR_EXTENDED_PICTOGRAPHIC);
}

// Selectors that choose how the character before them is drawn (emoji or
// text style, a registered variant of a kanji, a Mongolian form), and the
// grapheme joiner: invisible, but part of the character they follow.
bool isSelector(char32_t c)
{
    return c == 0x034F || (c >= 0x180B && c <= 0x180D) || c == 0x180F || (c >= 0xFE00 && c <= 0xFE0F) ||
           (c >= 0xE0100 && c <= 0xE01EF);
}

// Letters and symbols that are drawn as nothing at all.
bool looksBlank(char32_t c)
{
    return c == 0x115F || c == 0x1160 || c == 0x3164 || c == 0xFFA0 || c == 0x2800 || c == 0x1D159;
}

bool isSpace(char32_t c)
{
    const auto type = static_cast<UCharCategory>(u_charType(static_cast<UChar32>(c)));
    return type == U_SPACE_SEPARATOR || type == U_LINE_SEPARATOR || type == U_PARAGRAPH_SEPARATOR || QChar::isSpace(c);
}

// Whether the character shows something by itself: not a space, nothing
// invisible, not a mark that only decorates another character.
bool isVisible(char32_t c)
{
    switch (static_cast<UCharCategory>(u_charType(static_cast<UChar32>(c)))) {
    case U_SPACE_SEPARATOR:
    case U_LINE_SEPARATOR:
    case U_PARAGRAPH_SEPARATOR:
    case U_CONTROL_CHAR:
    case U_FORMAT_CHAR:
    case U_SURROGATE:
    case U_NON_SPACING_MARK:
    case U_ENCLOSING_MARK:
        return false;
    default:
        return !isDefaultIgnorable(c) && !looksBlank(c);
    }
}

// An invisible code point that is part of the visible one before it: a
// selector after something shown, a zero width joiner between two emoji
// (👩‍💻), a tag after a black flag (the flags of England, Scotland, Wales).
bool belongsToNeighbours(const std::vector<CodePoint> &points, std::size_t i)
{
    const char32_t c = points[i].value;
    const char32_t before = i > 0 ? points[i - 1].value : 0;
    const char32_t after = i + 1 < points.size() ? points[i + 1].value : 0;
    if (isSelector(c))
        return i > 0 && !isSpace(before) && !looksBlank(before);
    if (c == 0x200D)
        return (isPictographic(before) || before == 0xFE0F ||
                u_hasBinaryProperty(static_cast<UChar32>(before), UCHAR_EMOJI_MODIFIER)) &&
               isPictographic(after);
    const bool isTag = c >= 0xE0020 && c <= 0xE007E;
    const bool afterTag = before >= 0xE0020 && before <= 0xE007E;
    if (isTag)
        return before == 0x1F3F4 || afterTag;
    if (c == 0xE007F) // CANCEL TAG ends the sequence
        return afterTag;
    return false;
}

// Full Unicode case folding (ß is ss, ﬁ is fi); QString::toCaseFolded only
// folds one code point to one.
QString foldCase(const QString &text)
{
    if (text.isEmpty() || text.size() > std::numeric_limits<int32_t>::max() / 3)
        return text.toCaseFolded();
    const auto *source = reinterpret_cast<const UChar *>(text.utf16());
    const auto length = static_cast<int32_t>(text.size());
    // A code point folds to at most three.
    QString folded(text.size() * 3, Qt::Uninitialized);
    UErrorCode status = U_ZERO_ERROR;
    const int32_t written = u_strFoldCase(reinterpret_cast<UChar *>(folded.data()), length * 3, source, length,
                                          U_FOLD_CASE_DEFAULT, &status);
    if (U_FAILURE(status))
        return text.toCaseFolded();
    folded.truncate(written);
    return folded;
}

} // namespace

QString PlayerName::normalized(const QString &name)
{
    return name.normalized(QString::NormalizationForm_C);
}

QString PlayerName::matchKey(const QString &name)
{
    QString mapped;
    mapped.reserve(name.size());
    for (const CodePoint &point : codePoints(name)) {
        const char32_t c = point.value;
        if (point.unpaired) {
            mapped += QChar(static_cast<char16_t>(c));
        } else if (c == 0x200D) {
            mapped += QChar(static_cast<char16_t>(c)); // 👨‍👩‍👧 is not 👨👩👧
        } else if (isDefaultIgnorable(c)) {
            continue;
        } else if (isSpace(c) || c == 0x2800) {
            mapped += QLatin1Char(' ');
        } else if (const int tag = QChar::decompositionTag(c); tag == QChar::Wide || tag == QChar::Narrow) {
            mapped += QChar::decomposition(c);
        } else {
            mapped += QString::fromUcs4(&c, 1);
        }
    }
    // Caseless matching of canonically equivalent texts: fold the
    // decomposed form, then compose again.
    return foldCase(mapped.normalized(QString::NormalizationForm_D)).normalized(QString::NormalizationForm_C).trimmed();
}

int PlayerName::length(const QString &name)
{
    return static_cast<int>(characterStarts(name).size());
}

QString PlayerName::problem(const QString &name)
{
    if (name.trimmed().isEmpty())
        return tr("a player's name must not be blank");
    const std::vector<CodePoint> points = codePoints(name);
    const std::vector<qsizetype> starts = characterStarts(name);
    bool visible = false;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const char32_t c = points[i].value;
        if (points[i].unpaired || QChar::isNonCharacter(c)) {
            //: %1 is a code point such as U+FFFE, %2 its position in the name
            return tr("a player's name must not contain %1 (at character %2), which is not a character")
                .arg(codePointName(c))
                .arg(characterNumber(starts, points[i].offset));
        }
        const auto type = static_cast<UCharCategory>(u_charType(static_cast<UChar32>(c)));
        const bool invisible = type == U_CONTROL_CHAR || type == U_FORMAT_CHAR || type == U_LINE_SEPARATOR ||
                               type == U_PARAGRAPH_SEPARATOR || isDefaultIgnorable(c);
        if (invisible && !belongsToNeighbours(points, i)) {
            //: %1 is a code point such as U+FEFF
            return tr("a player's name must not contain invisible characters (%1 at character %2)")
                .arg(codePointName(c))
                .arg(characterNumber(starts, points[i].offset));
        }
        visible = visible || isVisible(c);
    }
    if (static_cast<qsizetype>(starts.size()) > MaxLength)
        return tr("a player's name must not be longer than %n characters", nullptr, MaxLength);
    for (std::size_t s = 0; s < starts.size(); ++s) {
        const qsizetype end = s + 1 < starts.size() ? starts[s + 1] : name.size();
        const auto first = std::lower_bound(points.begin(), points.end(), starts[s],
                                            [](const CodePoint &p, qsizetype at) { return p.offset < at; });
        const auto last =
            std::lower_bound(first, points.end(), end, [](const CodePoint &p, qsizetype at) { return p.offset < at; });
        if (last - first > MaxCodePointsPerCharacter)
            //: %1 is a number of code points, %2 the position of the character in the name
            return tr("a player's name must not hold a character built of more than %1 code points (character %2)")
                .arg(MaxCodePointsPerCharacter)
                .arg(s + 1);
    }
    if (!visible)
        return tr("a player's name must show something: it holds only characters that look blank");
    return {};
}

} // namespace tornei
