#pragma once

#include <QLocale>
#include <QString>
#include <QTranslator>

#include <memory>

namespace tornei {

// The app's two languages. Owns the installed translators (Qt's own first,
// then ours) and keeps them alive; switching replaces them, which sends
// QEvent::LanguageChange to every widget.
class Language
{
public:
    // "en", "ja", or "" / "system" for the system locale.
    static QString resolve(const QString &choice);
    static QLocale locale(const QString &code);
    static bool isSupported(const QString &code);
    // The language's own name ("English", "日本語"), never translated.
    static QString nativeName(const QString &code);

    // Installs the translators for `code` ("en", "ja", or "" / "system") on
    // the application and makes its locale the default. Applying the language
    // already in use changes nothing and sends no event.
    void apply(const QString &code);
    QString current() const { return m_code; }

private:
    std::unique_ptr<QTranslator> m_qt;
    std::unique_ptr<QTranslator> m_app;
    QString m_code;
};

} // namespace tornei
