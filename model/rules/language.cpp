#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>

namespace tornei {

bool Language::isSupported(const QString &code)
{
    return code == QLatin1String("en") || code == QLatin1String("ja");
}

QString Language::resolve(const QString &choice)
{
    if (isSupported(choice))
        return choice;
    return QLocale::system().language() == QLocale::Japanese ? QStringLiteral("ja") : QStringLiteral("en");
}

QString Language::nativeName(const QString &code)
{
    return code == QLatin1String("ja") ? QStringLiteral("日本語") : QStringLiteral("English");
}

QString Language::joinNames(const QStringList &names, const QLocale &locale)
{
    // Follows the locale rather than a catalogue: the separator is the
    // language's punctuation, not a phrase to translate.
    return names.join(locale.language() == QLocale::Japanese ? QStringLiteral("、") : QStringLiteral(", "));
}

QString Language::joinSentences(const QStringList &sentences, const QLocale &locale)
{
    return sentences.join(locale.language() == QLocale::Japanese ? QString() : QStringLiteral(" "));
}

QLocale Language::locale(const QString &code)
{
    return code == QLatin1String("ja") ? QLocale(QLocale::Japanese, QLocale::Japan)
                                       : QLocale(QLocale::English, QLocale::UnitedStates);
}

void Language::apply(const QString &code)
{
    if (resolve(code) == m_code)
        return;
    if (m_qt)
        QCoreApplication::removeTranslator(m_qt.get());
    if (m_app)
        QCoreApplication::removeTranslator(m_app.get());
    m_qt.reset();
    m_app.reset();
    m_code = resolve(code);
    QLocale::setDefault(locale(m_code));
    // Qt's own first: the translator installed last is searched first. The
    // source strings are English; English still has a catalogue for plurals.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_") + m_code, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        m_qt = std::move(qt);
    }
    auto app = std::make_unique<QTranslator>();
    if (app->load(QStringLiteral(":/i18n/tornei_") + m_code)) {
        QCoreApplication::installTranslator(app.get());
        m_app = std::move(app);
    }
}

} // namespace tornei
